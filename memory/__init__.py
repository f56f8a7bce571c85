"""Engram's memory engine: pure Python + APSW. Never imports Qt or llama_cpp."""
