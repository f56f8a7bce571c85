"""Views that show the store as it is: they reload when shown and, while visible, whenever
the app says memory changed (a hidden view waits until it is shown again)."""
from __future__ import annotations


class LiveView:
    """A mixin before QWidget; the view defines `refresh` and connects memory_changed to
    `_changed`."""

    def showEvent(self, e):  # noqa: N802 - Qt override
        super().showEvent(e)
        self.refresh()

    def _changed(self) -> None:
        if self.isVisible():
            self.refresh()
