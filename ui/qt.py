"""The one place Qt is imported from.

Every other ui module does `from ui.qt import QtWidgets, Signal, ...`, so a Qt binding change
(or a test that wants to see what the UI pulls in) touches one file.
"""
from __future__ import annotations

from PySide6 import QtCore, QtGui, QtNetwork, QtSvg, QtWidgets  # noqa: F401
from PySide6.QtNetwork import QLocalServer, QLocalSocket  # noqa: F401
from PySide6.QtCore import (QEvent, QObject, QSize, Qt, QThread, QTimer, QUrl,  # noqa: F401
                            Signal, Slot)
from PySide6.QtGui import (QAction, QColor, QFont, QGuiApplication, QIcon,  # noqa: F401
                           QKeySequence, QPainter, QPalette, QPixmap, QShortcut,
                           QDesktopServices)
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QCheckBox,  # noqa: F401
                               QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox,
                               QFileDialog, QFormLayout, QFrame, QGroupBox, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QMainWindow, QMenu, QMessageBox, QPlainTextEdit, QProgressBar,
                               QProgressDialog, QPushButton, QScrollArea, QSizePolicy,
                               QSpinBox, QSplitter, QStackedWidget, QStatusBar,
                               QStyledItemDelegate, QTableWidget, QTableWidgetItem,
                               QTabWidget, QTextBrowser, QToolButton, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

QT_VERSION = QtCore.qVersion()
