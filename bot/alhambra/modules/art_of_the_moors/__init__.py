"""The Art of the Moors (expansion 5) at a table: the panel's screens and choices, and the
words."""
