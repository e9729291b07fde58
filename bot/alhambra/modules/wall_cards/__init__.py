"""The wall cards (expansion 3) at a table: the panel's screens and choices, and the
words."""
