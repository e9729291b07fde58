"""The vizier (expansion 1) at a table: the panel's screens and choices, and the
words."""
