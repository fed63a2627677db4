"""Keyword abilities — CR 702, one module per keyword or family."""
