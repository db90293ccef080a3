import DesktopFace
import Foundation
import GTKKit

// threshold-desktop [--data-dir DIR]: wiring only.
var dataDirectory: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--data-dir":
        dataDirectory = arguments.popFirst()
    case "--help", "-h":
        print("Usage: threshold-desktop [--data-dir DIR]")
        exit(0)
    default:
        FileHandle.standardError.write(Data("threshold-desktop: unknown option \(argument)\n".utf8))
        exit(2)
    }
}

let environment = ProcessInfo.processInfo.environment
let application = Application(id: "org.threshold.Desktop", unique: false)
var face: DesktopApp?
application.addAction("quit", accelerators: ["<Control>q"]) { application.quit() }
application.onActivate {
    let window = Window(application: application, title: "Threshold", width: 480, height: 760)
    let notifier = FreedesktopNotificationSink(appName: "Threshold")
    face = DesktopApp.launch(window: window, dataDirectoryFlag: dataDirectory, environment: environment,
                             deviceToken: environment["THRESHOLD_DEVICE_TOKEN"], notifier: notifier)
    window.present()
}
let status = application.run()
face?.stop()
exit(status)
