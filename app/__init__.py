"""Engram services and entry points (no widgets here)."""
__version__ = "0.1.0"
