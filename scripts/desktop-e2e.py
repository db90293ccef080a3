#!/usr/bin/python3
"""Drives the real threshold-desktop binary through AT-SPI, as a screen reader user would.

Usage: desktop-e2e.py BIN_DIR DATA_DIR
Needs a display and a D-Bus session with the accessibility bus (scripts/desktop-tests gives both).
Fresh data directory -> Welcome -> Create your profile -> Conditions -> Notifications -> chat list;
then `threshold dev receive` from outside must show up in the window. Prints one line per step and
exits 0 on success, 1 on failure, 77 when AT-SPI is not usable here (the caller skips).
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

# This session's accessibility bus, by name, for the probe and the app alike: libatspi reads the X
# root window's AT_SPI_BUS property before asking the session, and another session's bus launcher
# on the same display (ScreenReaderTests runs one) leaves its own address there.
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
env = dict(os.environ, GTK_A11Y="atspi", THRESHOLD_DEVICE_TOKEN="e2e-token")
app_process = subprocess.Popen([os.path.join(bin_dir, "threshold-desktop"), "--data-dir", data_dir],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def fail(message):
    print("FAIL " + message)
    app_process.kill()
    sys.exit(1)


def walk(node, depth=0):
    if node is None or depth > 60:
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


def find(role, name, timeout=10.0, enabled=False):
    deadline = time.time() + timeout
    while time.time() < deadline:
        app = application()
        for node in walk(app):
            try:
                if node.getRoleName() == role and node.name == name:
                    if not enabled or node.getState().contains(pyatspi.STATE_SENSITIVE):
                        return node
            except Exception:
                continue
        time.sleep(0.2)
    return None


def click(role, name, **kwargs):
    node = find(role, name, **kwargs)
    if node is None:
        fail(f"no {role} named {name!r}")
    action = node.queryAction()
    for index in range(action.nActions):
        if action.getName(index) in ("click", "activate", "press"):
            action.doAction(index)
            print(f"ok clicked {name}")
            return
    action.doAction(0)
    print(f"ok clicked {name}")


if find("push button", "Create your profile", timeout=20) is None:
    app = application()
    if app is None:
        print("SKIP the app did not appear on the accessibility bus")
        app_process.kill()
        sys.exit(77)
    fail("Welcome has no 'Create your profile' button")
print("ok welcome")
click("push button", "Create your profile")
entry = find("text", "Display name") or find("entry", "Display name")
if entry is None:
    fail("no Display name field")
try:
    entry.queryEditableText().setTextContents("Eve")
except Exception as error:
    fail(f"cannot type into Display name: {error}")
print("ok typed name")
click("push button", "Create", enabled=True)
click("push button", "Accept", enabled=True, timeout=15)
click("push button", "Enable notifications", enabled=True)
if find("label", "Eve", timeout=10) is None:
    fail("the chat list of Eve did not appear")
print("ok chat list")
subprocess.run([os.path.join(bin_dir, "threshold"), "--data-dir", data_dir, "dev", "receive",
                "--profile", "Eve", "--chat", "Zed", "hello"], check=True, stdout=subprocess.DEVNULL)
started = time.time()
if find("label", "Zed", timeout=5) is None:
    fail("the message from dev receive did not show")
print(f"ok live update in {time.time() - started:.2f} s")
app_process.terminate()
try:
    app_process.wait(5)
except subprocess.TimeoutExpired:
    app_process.kill()
print("PASS")
