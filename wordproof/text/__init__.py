"""Text stage: pieces, numerals and tokens with character spans."""
