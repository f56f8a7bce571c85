"""Memory inspector: every tier, the activation slots and the audit log, with governance."""
