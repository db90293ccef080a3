import DesktopFace
import Foundation
import GTKKit
import Secrets

// As `threshold`: no core dumps, files 0600 and folders 0700, OpenSSL's state kept until the
// process is gone. It stays dumpable: xdg-desktop-portal refuses a process it can't inspect
// (docs/security.md, "Swap and core dumps").
ProcessHardening.apply(keepingDumpable: true)
CryptoLibrary.keepStateAtExit()
umask(0o077)

// threshold-desktop [--data-dir DIR] [--brand FILE] [--lang CODE]: wiring only.
var dataDirectory: String?
var brandFile: String?
var language: String?
var arguments = CommandLine.arguments.dropFirst()
DesktopCommandLine.useLanguage(environment: ProcessInfo.processInfo.environment, flag: nil)
while let argument = arguments.popFirst() {
    switch argument {
    case "--data-dir", "--brand", "--lang":
        guard let value = arguments.popFirst(), !value.hasPrefix("--") else {
            try? FileHandle.standardError.write(contentsOf: Data("threshold-desktop: \(DesktopCommandLine.needsValue(argument))\n".utf8))
            exit(2)
        }
        switch argument {
        case "--data-dir": dataDirectory = value
        case "--lang":
            language = value
            DesktopCommandLine.useLanguage(environment: ProcessInfo.processInfo.environment, flag: value)
        default: brandFile = value
        }
    case "--help", "-h":
        print(DesktopCommandLine.usage)
        exit(0)
    default:
        try? FileHandle.standardError.write(contentsOf: Data("threshold-desktop: \(DesktopCommandLine.unknownOption(argument))\n".utf8))
        exit(2)
    }
}

var environment = ProcessInfo.processInfo.environment
if let brandFile { environment["THRESHOLD_BRAND"] = brandFile }
// The brand and Welcome's fonts are read on a thread while GTK starts (issue 32: the first frame).
DesktopApp.prepareStart(environment: environment)
// One instance per data folder: the id names the folder, so a second launch on it raises the
// window already open (GApplication's uniqueness) and two folders still run side by side.
let application = Application(id: DesktopCommandLine.applicationID(dataDirectoryFlag: dataDirectory, environment: environment),
                              unique: true)
var face: DesktopApp?
application.addAction("quit", accelerators: ["<Control>q"]) { application.quit() }
application.addAction(ApplicationNotificationSink.openChatAction, strings: { target in face?.openChat(fromNotification: target) })
application.onActivate {
    if let face {
        face.window.present()
        return
    }
    let window = Window(application: application, title: "Threshold", width: 1000, height: 720)
    let viaApplication = ApplicationNotificationSink(application: application, icon: DesktopCommandLine.applicationIDBase)
    // Straight to the notification server when the session has one (a chat's popup is replaced,
    // not piled up: GLib 2.74's backend sends replaces_id 0); GNotification otherwise.
    let notifier: any NotificationSink = NotificationServer(appName: "Threshold", icon: DesktopCommandLine.applicationIDBase)
        .map { server in
            ServerNotificationSink(server: server, fallback: viaApplication,
                                   openChat: { target in face?.openChat(fromNotification: target) },
                                   raise: { face?.window.present() })
        } ?? viaApplication
    // The data opens on a thread while the window is built: the first frame does not wait for it (issue 32).
    face = DesktopApp.launchOpening(window: window, dataDirectoryFlag: dataDirectory, environment: environment,
                                    deviceToken: environment["THRESHOLD_DEVICE_TOKEN"], language: language, notifier: notifier)
    window.present()
}
let status = application.run()
face?.stopForExit()
exit(status)
