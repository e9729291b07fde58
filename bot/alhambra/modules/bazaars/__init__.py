"""The bazaars (expansion 4) at a table: the panel's screens and choices, and the
words."""
