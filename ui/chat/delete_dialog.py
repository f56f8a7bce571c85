"""Deleting a chat: the same kind of preview as the inspector's delete, before anything goes.

The dialog asks the session (through a `preview(forget, on_done)` callable the main window
provides, run on the database lane) what the delete would take and keep, and re-asks when
"Also forget what was learned" is toggled. Pinned items the delete would take are listed
apart, each with its own box, unticked: a pinned memory goes only when the user ticks it.
"""
from __future__ import annotations

from ..inspector.dialogs import delete_buttons
from ..qt import (QCheckBox, QDialog, QLabel, QTreeWidget, QTreeWidgetItem,
                  QVBoxLayout, Qt)

WHAT = {"deleted": "Will be deleted", "rebuilt from remaining pages": "Topic rebuilt from what is left",
        "loses a source link": "Stays, loses this chat as a source",
        "becomes current again": "Older fact becomes current again",
        "dropped": "Saved context dropped (rebuilt when needed)"}


def plain_ref(ref: str) -> str:
    """"p12" -> "Message 12" (the inspector's short ids, in words for this dialog)."""
    kind = {"p": "Message", "s": "Topic", "l": "Fact"}.get(ref[:1])
    if kind and ref[1:].isdigit():
        return f"{kind} {ref[1:]}"
    return ref[:1].upper() + ref[1:]


class DeleteConversationDialog(QDialog):
    """Confirm deleting a chat; shows what goes and what stays; pinned items opt-in."""

    def __init__(self, title: str, parent=None, preview=None):
        super().__init__(parent)
        self.setObjectName("deleteChatDialog")
        self.setWindowTitle("Delete chat")
        self.resize(640, 460)
        self._preview = preview
        lay = QVBoxLayout(self)
        head = QLabel(f"<b>Delete “{title or 'New chat'}”?</b> This cannot be undone.")
        head.setWordWrap(True)
        lay.addWidget(head)
        self.forget = QCheckBox("Also forget what was learned from it (memories and facts that "
                                "came only from this chat)")
        self.forget.setChecked(True)
        self.forget.setAccessibleName("Also forget what was learned from it")
        lay.addWidget(self.forget)
        self.tree = QTreeWidget()
        self.tree.setObjectName("cascadeTree")
        self.tree.setAccessibleName("What the delete takes and keeps")
        self.tree.setHeaderLabels(["What", "Text"])
        self.tree.setColumnWidth(0, 230)
        lay.addWidget(self.tree, 1)
        self.stays = QLabel("Working out what goes…")
        self.stays.setWordWrap(True)
        self.stays.setObjectName("emptyHint")
        lay.addWidget(self.stays)
        self.ok = delete_buttons(self, lay)
        self.pin_boxes: dict[str, QTreeWidgetItem] = {}
        self.forget.toggled.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        if self._preview is None:
            return
        self.ok.setEnabled(False)
        self._preview(self.forget.isChecked(), self.show_preview)

    def show_preview(self, p: dict) -> None:
        ticked = set(self.included_pinned())
        self.tree.clear()
        self.pin_boxes = {}
        if p["pinned"]:
            g = self._group(f"Pinned — kept unless you tick them ({len(p['pinned'])})")
            for ref, text in p["pinned"]:
                child = QTreeWidgetItem([plain_ref(ref), " ".join(text.split())[:200]])
                child.setToolTip(1, text[:1000])
                child.setFlags(child.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                child.setCheckState(0, Qt.CheckState.Checked if ref in ticked
                                    else Qt.CheckState.Unchecked)
                child.setToolTip(0, "Tick to delete this pinned item too")
                g.addChild(child)
                self.pin_boxes[ref] = child
        groups: dict[str, QTreeWidgetItem] = {}
        for what, ref, text in p["items"]:
            g = groups.get(what) or groups.setdefault(what, self._group(WHAT.get(what, what)))
            child = QTreeWidgetItem([plain_ref(ref), " ".join(text.split())[:200]])
            child.setToolTip(0, ref)
            child.setToolTip(1, text[:1000])
            g.addChild(child)
        for g in groups.values():
            g.setText(0, f"{g.text(0)} ({g.childCount()})")
        self.tree.expandAll()
        stays = list(p["stays"])
        if p["pinned"]:
            stays.append("Pinned items stay unless you tick them above.")
        self.stays.setText("<br>".join(["<b>What stays:</b>"] + stays) if stays
                           else "Nothing else stays: everything from this chat goes.")
        self.ok.setEnabled(True)

    def _group(self, label: str) -> QTreeWidgetItem:
        g = QTreeWidgetItem([label, ""])
        f = g.font(0)
        f.setBold(True)
        g.setFont(0, f)
        self.tree.addTopLevelItem(g)
        g.setFirstColumnSpanned(True)  # a group's label is a sentence, not a column value
        return g

    def included_pinned(self) -> list[str]:
        """The pinned refs the user ticked to delete too."""
        return [ref for ref, it in self.pin_boxes.items()
                if it.checkState(0) == Qt.CheckState.Checked]
