"""Settings dialog: model, memory constants, appearance, key and data folder."""
