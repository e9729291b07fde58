"""The thieves (expansion 3) at a table: the words of its choices and events."""
