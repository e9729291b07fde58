"""The exchange certificates (expansion 6) at a table: the panel's screens and choices, and the
words."""
