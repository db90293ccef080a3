#!/usr/bin/python3
"""Walks every page of the real threshold-desktop binary through AT-SPI, as a screen reader does.

Usage: desktop-a11y.py BIN_DIR DATA_DIR
Needs a display and a D-Bus session with the accessibility bus (scripts/desktop-tests gives both).
On a fresh data directory: Welcome, How it works, Create your profile, Conditions, Notifications,
the chat list. Then, with a second profile and a passcode set by the command line: the lock
screen, the chat list, "Your chat profiles", a row's menu, the hide dialog, Preferences (General,
Security, Conditions) and the current-passcode dialog.

On every page (dialogs and popovers included) each control that is showing must have exactly
one accessible name: not empty, and not the same words twice ("Delete Delete"). Each secret field
must report the "password text" role, and the text it gives over AT-SPI must not contain what was
typed. Prints one line per page and exits 0 on success, 1 on failure, 77 when AT-SPI is not
usable here (the caller skips).
"""
import os
import subprocess
import sys
import fcntl
import time

# One AT-SPI walk at a time: the walks may type keys (xdotool) into the focused window of a display
# that other tests share, so the two scripts take the same lock for their whole run.
_lock = open(os.path.join(os.environ.get("TMPDIR", "/tmp"), "threshold-atspi-walk.lock"), "w")
fcntl.flock(_lock, fcntl.LOCK_EX)

# This session's accessibility bus, by name (see desktop-e2e.py for why).
if "AT_SPI_BUS_ADDRESS" not in os.environ:
    try:
        reply = subprocess.run(["dbus-send", "--session", "--print-reply=literal", "--dest=org.a11y.Bus",
                                "/org/a11y/bus", "org.a11y.Bus.GetAddress"], capture_output=True, text=True, timeout=30)
        if reply.returncode == 0 and reply.stdout.strip():
            os.environ["AT_SPI_BUS_ADDRESS"] = reply.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass

try:
    import pyatspi
except ImportError:
    print("SKIP python3-pyatspi is not installed")
    sys.exit(77)

bin_dir, data_dir = sys.argv[1], sys.argv[2]
PASSCODE = "2468 1357"
# The lock delay's grant must outlive the walk: AT-SPI actions are not input events.
env = dict(os.environ, GTK_A11Y="atspi", THRESHOLD_DEVICE_TOKEN="a11y-token", THRESHOLD_LOCK_DELAY="3600")
CONTROLS = {"push button", "toggle button", "check box", "radio button", "text", "password text", "entry",
            "combo box", "menu item", "check menu item", "radio menu item", "spin button", "slider", "switch",
            "link", "page tab", "list item", "table row"}
problems = []
app_process = None


def launch():
    global app_process
    app_process = subprocess.Popen([os.path.join(bin_dir, "threshold-desktop"), "--data-dir", data_dir],
                                   env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def stop():
    if app_process is None:
        return
    app_process.terminate()
    try:
        app_process.wait(5)
    except subprocess.TimeoutExpired:
        app_process.kill()


def fail(message):
    print("FAIL " + message)
    for problem in problems:
        print("  " + problem)
    try:
        print("  controls now: " + "; ".join(f"{node.getRoleName()} {node.name!r}" for node in walk(application())
                                             if node.getRoleName() in CONTROLS and showing(node)))
    except Exception:
        pass
    stop()
    sys.exit(1)


def walk(node, depth=0):
    if node is None or depth > 80:
        return
    yield node
    try:
        count = node.childCount
    except Exception:
        return
    for index in range(count):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        # Ours by process id: other tests' windows may be on the same accessibility bus.
        try:
            if app is not None and app_process is not None and app.get_process_id() == app_process.pid:
                return app
        except Exception:
            continue
    return None


def showing(node):
    try:
        # GTK 4.8 sets "showing" on windows only; "visible" follows the widget's visibility.
        return node.getState().contains(pyatspi.STATE_VISIBLE)
    except Exception:
        return False


def find(role, name, timeout=10.0, enabled=False):
    deadline = time.time() + timeout
    while time.time() < deadline:
        for node in walk(application()):
            try:
                if node.getRoleName() == role and node.name == name and showing(node):
                    if not enabled or node.getState().contains(pyatspi.STATE_SENSITIVE):
                        return node
            except Exception:
                continue
        time.sleep(0.2)
    return None


def click(role, name, **kwargs):
    """Clicks the showing control: of several with the name (a menu button and its inner toggle
    button), the one that has an action."""
    if find(role, name, **kwargs) is None:
        fail(f"no {role} named {name!r}")
    for node in walk(application()):
        try:
            if node.getRoleName() != role or node.name != name or not showing(node):
                continue
            action = node.queryAction()
        except Exception:
            continue
        if action.nActions == 0:
            continue
        names = [action.getName(index) for index in range(action.nActions)]
        for wanted in ("click", "activate", "press"):
            if wanted in names:
                action.doAction(names.index(wanted))
                return
        action.doAction(0)
        return
    fail(f"the {role} named {name!r} has no action")


def fallback(name):
    """GTK's stand-in when a widget has no name: its class name ("GtkImage", "GtkSearchEntry")."""
    return len(name) > 3 and name.startswith("Gtk") and name[3].isupper() and " " not in name


def doubled(name):
    words = name.split()
    half = len(words) // 2
    return len(words) >= 2 and len(words) % 2 == 0 and words[:half] == words[half:]


def ancestry(node):
    """Where a node is: its ancestors' roles and names, nearest first (to find an unnamed one)."""
    parts = []
    try:
        parent = node.parent
        while parent is not None and len(parts) < 6:
            parts.append(f"{parent.getRoleName()} {parent.name!r}")
            parent = parent.parent
    except Exception:
        pass
    return " < ".join(parts)


def audit(page):
    """Every showing control of the app on this page: one name, not empty, not doubled."""
    time.sleep(0.5)
    checked = 0
    for node in walk(application()):
        try:
            role = node.getRoleName()
            if role not in CONTROLS or not showing(node):
                continue
            name = (node.name or "").strip()
        except Exception:
            continue
        checked += 1
        found = problems
        if not name or fallback(name):
            found.append(f"{page}: a {role} without an accessible name (in {ancestry(node)})")
        elif doubled(name):
            found.append(f"{page}: a {role} named twice: {name!r}")
    print(f"ok {page}: {checked} controls")


def type_secret(name, secret, page):
    """Types `secret` into the showing password field `name`; its role and what AT-SPI gives back."""
    node = find("password text", name, timeout=5)
    if node is None:
        plain = find("text", name, timeout=1)
        problems.append(f"{page}: the secret field {name!r} is " + ("a plain text field" if plain else "missing"))
        return
    try:
        node.queryEditableText().setTextContents(secret)
    except Exception as error:
        problems.append(f"{page}: cannot type into {name!r}: {error}")
        return
    time.sleep(0.3)
    try:
        text = node.queryText()
        shown = text.getText(0, -1)
    except Exception:
        shown = ""
    if secret in shown or (len(secret) > 3 and secret[:4] in shown):
        problems.append(f"{page}: {name!r} gives its text over AT-SPI")
    print(f"ok {page}: {name!r} is a password field and gives {len(shown)} characters, not the text")


def require_page(role, name, page, timeout=15):
    if find(role, name, timeout=timeout) is None:
        shown = sorted({f"{node.getRoleName()} {node.name!r}" for node in walk(application())
                        if showing(node) and node.getRoleName() in CONTROLS})
        fail(f"{page}: no {role} named {name!r}; showing: {', '.join(shown)}")


# 1. A fresh data directory: onboarding.
launch()
if os.environ.get("THRESHOLD_A11Y_DUMP"):  # the first page's tree, to see what AT-SPI gets
    time.sleep(8)
    for node in walk(application()):
        try:
            print("DUMP", node.getRoleName(), repr(node.name), [pyatspi.stateToString(s) for s in node.getState().getStates()])
        except Exception as error:
            print("DUMP error", error)
    stop()
    sys.exit(1)
if find("push button", "Create your profile", timeout=45) is None:
    if application() is None:
        print("SKIP the app did not appear on the accessibility bus")
        stop()
        sys.exit(77)
    fail("Welcome has no 'Create your profile' button")
audit("welcome")
click("push button", "How it works")
require_page("push button", "OK", "how it works")
audit("how it works")
click("push button", "OK")
click("push button", "Create your profile")
require_page("text", "Display name", "create profile")
audit("create profile")
find("text", "Display name").queryEditableText().setTextContents("Eve")
click("push button", "Create", enabled=True)
require_page("push button", "Accept", "conditions", timeout=20)
audit("conditions")
click("push button", "Accept", enabled=True)
require_page("push button", "Enable notifications", "notifications")
audit("notifications")
click("push button", "Enable notifications", enabled=True)
require_page("label", "Eve", "chat list")
audit("chat list")
stop()

# 2. A second profile and a passcode, from the command line: the lock screen and the rest.
threshold = os.path.join(bin_dir, "threshold")
subprocess.run([threshold, "--data-dir", data_dir, "profiles", "create", "Bob"], check=True,
               stdout=subprocess.DEVNULL, env=env)
subprocess.run([threshold, "--data-dir", data_dir, "profiles", "activate", "Eve"], check=True,
               stdout=subprocess.DEVNULL, env=env)
subprocess.run([threshold, "--data-dir", data_dir, "lock", "set", "--passcode-stdin"], input=PASSCODE + "\n",
               text=True, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
launch()
require_page("push button", "Unlock", "lock screen", timeout=20)
audit("lock screen")
type_secret("Passcode", PASSCODE, "lock screen")
click("push button", "Unlock", enabled=True)
# The two-pane window: the active profile's avatar in the header opens "Your chat profiles".
require_page("push button", "Switch profile (now Eve)", "chat list (unlocked)", timeout=20)
audit("chat list (unlocked)")
click("push button", "Switch profile (now Eve)")
require_page("text", "Search or enter password", "your chat profiles")
audit("your chat profiles")
click("push button", "Actions for Bob")
require_page("push button", "Hide profile", "Bob's menu")
audit("Bob's menu")
click("push button", "Hide profile")
require_page("push button", "Cancel", "hide dialog")
audit("hide dialog")
type_secret("Password", "bob-secret", "hide dialog")
type_secret("Confirm password", "bob-secret", "hide dialog")
click("push button", "Cancel")
time.sleep(0.5)
click("push button", "Back")
# Preferences (Ctrl+, from home, as the primary menu's entry), then its "Security" page (Privacy & lock before).
def open_preferences():
    """The primary menu's Preferences (as a screen-reader user would), else Ctrl+, typed."""
    for _ in range(5):
        if find("push button", "Main menu", timeout=3) is not None:
            click("push button", "Main menu")
            for role in ("push button", "menu item", "check menu item", "radio menu item"):
                if find(role, "Preferences", timeout=1) is not None:
                    click(role, "Preferences")
                    break
        if find("label", "Preferences", timeout=3) is not None:
            return
        subprocess.run(["xdotool", "key", "Escape", "ctrl+comma"], check=False, env=env)
        if find("label", "Preferences", timeout=3) is not None:
            return


time.sleep(0.5)
open_preferences()
require_page("label", "Preferences", "preferences", timeout=10)
audit("preferences")
# The page's tab is always clicked: a control on a page not shown is "visible" for GTK 4.8's AT-SPI
# too, but unrealized, and its click does nothing.
for role in ("page tab", "toggle button", "push button", "radio button"):
    if find(role, "Security", timeout=1) is not None:
        click(role, "Security")
        break
time.sleep(0.5)
require_page("push button", "Change passcode", "preferences: privacy & lock")
audit("preferences: privacy & lock")
# The current passcode, asked before any lock change (its dialog opens over the main window).
click("push button", "Change passcode")
require_page("push button", "Unlock", "current passcode dialog")
audit("current passcode dialog")
type_secret("Passcode", PASSCODE, "current passcode dialog")
click("push button", "Cancel")
time.sleep(0.5)
# Preferences › Conditions of use: the operators' switches and the conditions' text.
for role in ("page tab", "toggle button", "push button", "radio button"):
    if find(role, "Conditions of use", timeout=1) is not None:
        click(role, "Conditions of use")
        break
require_page("label", "Use this operator", "preferences: conditions of use")
audit("preferences: conditions of use")
stop()

if problems:
    fail(f"{len(problems)} accessibility problems")
print("PASS")
