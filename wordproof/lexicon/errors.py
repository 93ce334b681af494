"""The one error a lexicon data file can raise when it loads: it is a bug in the data, never a
refusal."""

from __future__ import annotations


class LexiconError(Exception):
    """A data file breaks its own rules.

    ``file`` names the data file, ``entry`` the table or word at fault (empty when the file as
    a whole is at fault) and ``problem`` says what is wrong and what was expected.
    """

    def __init__(self, file: str, entry: str, problem: str) -> None:
        self.file = file
        self.entry = entry
        self.problem = problem
        where = f"{file} [{entry}]" if entry else file
        super().__init__(f"{where}: {problem}")

    def __reduce__(self) -> tuple[type[LexiconError], tuple[str, str, str]]:
        return (type(self), (self.file, self.entry, self.problem))
