from wordproof.cli import main

main()
