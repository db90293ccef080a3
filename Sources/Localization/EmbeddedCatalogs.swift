// Generated from Sources/Localization/po/*.po by scripts/embed-catalogs (or LocalizationTests
// with THRESHOLD_RECORD_SNAPSHOTS=1). Do not edit: edit the .po files. A test fails when they differ.

/// The shipped `.po` files, by file name, as text.
enum EmbeddedCatalogs {
    static let files: [(String, String)] = [
        ("ar.po", #"""
# Arabic texts of Threshold. Edit with any gettext tool; see docs/languages.md.
# Glossary (docs/glossary.md; scripts/po-check warns where a text does not use the chosen word):
# glossary: passcode = رمز القفل
# glossary: password = كلمة المرور
# glossary: profile = الملف الشخصي
# glossary: hidden profile = مخفي
# glossary: chat = محادثة
# glossary: contact = جهة اتصال / جهات اتصال
# glossary: archive = أرشيف
# glossary: file = ملف
# glossary: export = تصدير
# glossary: import = استيراد
# glossary: migrate = الانتقال / انتقال
# glossary: migration = الانتقال / انتقال
# glossary: link = رابط
# glossary: short code = الرمز القصير
# glossary: device = جهاز
# glossary: app lock = قفل التطبيق
# glossary: unlock = فتح القفل
# glossary: self-destruct passcode = رمز التدمير الذاتي
# glossary: wipe after = المحو بعد
# glossary: attempt limit = حد المحاولات
# glossary: protection level = مستوى الحماية
# glossary: key file = ملف المفتاح / ملف مفتاح
# glossary: keyring = حلقة المفاتيح
# glossary: recovery key = مفتاح الاسترداد / مفتاح استرداد
# glossary: operator = مشغّل
# glossary: server = خادم / خوادم
# glossary: conditions of use = شروط الاستخدام
# glossary: notifications = الإشعارات
# glossary: Instant = فوري
# glossary: Periodic = دوري
# glossary: Off = متوقف
# glossary: queue = طابور
# glossary: outbox = صندوق الصادر
# glossary: mute = كتم
# glossary: reveal = إظهار
# glossary: what's new = ما الجديد
msgid ""
msgstr ""
"Project-Id-Version: Threshold\n"
"Report-Msgid-Bugs-To: \n"
"PO-Revision-Date: 2026-12-03 09:30+0000\n"
"Last-Translator: Threshold <translations@threshold.invalid>\n"
"Language-Team: Arabic\n"
"Language: ar\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);\n"

#: Sources/Features/Settings/AppSession+Language.swift:23
msgid "\"{code}\" is not a language code (e.g. de, pt_BR, or system)."
msgstr "«{code}» ليس رمز لغة (مثل de أو pt_BR أو system)."

#: Sources/Features/Profiles/ProfileDeleteText.swift:21
msgid "\"{name}\" and its chats on this device (server data is kept) will be deleted. This can't be undone."
msgstr "سيُحذف «{name}» ومحادثاته على هذا الجهاز (تبقى بيانات الخوادم). لا يمكن التراجع عن ذلك."

#: Sources/Features/Profiles/ProfileDeleteText.swift:20
msgid "\"{name}\" and its chats on this device and its connections on the servers will be deleted. This can't be undone."
msgstr "سيُحذف «{name}» ومحادثاته على هذا الجهاز واتصالاته على الخوادم. لا يمكن التراجع عن ذلك."

#: Sources/PlainFace/PlainApp.swift:206
msgid "\"{name}\" is hidden. Enter its password at \"Search or enter password\" to show it."
msgstr "أُخفي «{name}». لإظهاره، أدخل كلمة مروره في «ابحث أو أدخل كلمة مرور»."

#: Sources/CommandLineFace/ProfilesCommand.swift:80
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "أُخفي «{name}». لإظهاره، أدخل كلمة مروره في حقل البحث (أو استخدم 'profiles reveal')."

#: Sources/CommandLineFace/ProfilesCommand.swift:34
msgid "\"{name}\" is now the active profile."
msgstr "أصبح «{name}» الملف الشخصي النشط."

#: Sources/Features/Profiles/ProfilesText.swift:28
msgid "\"{name}\" is visible again (still muted)."
msgstr "أصبح «{name}» ظاهرًا من جديد (وما زال مكتومًا)."

#: Sources/CommandLineFace/LockCommand.swift:164
msgid "'lock recover passcode' needs the new passcode: at the prompt, or on the line of standard input after the recovery key."
msgstr "يحتاج 'lock recover passcode' إلى رمز القفل الجديد: في المطالبة، أو في سطر الإدخال القياسي بعد مفتاح الاسترداد."

#: Sources/CommandLineFace/LockCommand.swift:158
msgid "'lock recover' needs the recovery key: type it at the prompt on a terminal, or give it on the first line of standard input with --recovery-stdin."
msgstr "يحتاج 'lock recover' إلى مفتاح الاسترداد: اكتبه في المطالبة على الطرفية، أو قدّمه في السطر الأول من الإدخال القياسي مع --recovery-stdin."

#: Sources/CommandLineFace/LockCommand.swift:83
msgid "'lock self-destruct set' needs the name of the profile it leaves: as NAME, or on a line of standard input (after the current passcode with --passcode-stdin). Usage: {usage}"
msgstr "يحتاج 'lock self-destruct set' إلى اسم الملف الشخصي الذي يتركه: كـ NAME، أو في سطر من الإدخال القياسي (بعد رمز القفل الحالي مع --passcode-stdin). الاستخدام: {usage}"

#: Sources/CommandLineFace/MigrateCommand.swift:114
msgid "'migrate import' needs the migration link: paste it at the prompt on a terminal, or give it on the first line of standard input (after the passcode with --passcode-stdin). Usage: {usage}"
msgstr "يحتاج 'migrate import' إلى رابط الانتقال: الصقه في المطالبة على الطرفية، أو قدّمه في السطر الأول من الإدخال القياسي (بعد رمز القفل مع --passcode-stdin). الاستخدام: {usage}"

#: Sources/CommandLineFace/CommandCatalog.swift:154
msgid "'{command}' does not take --{option}."
msgstr "لا يقبل '{command}' الخيار --{option}."

#: Sources/CommandLineFace/LockCommand.swift:199
msgid "'{command}' needs a passcode: type it at the prompt on a terminal, or give it on a line of standard input with --passcode-stdin (after the current passcode when the lock is on)."
msgstr "يحتاج '{command}' إلى رمز قفل: اكتبه في المطالبة على الطرفية، أو قدّمه في سطر من الإدخال القياسي مع --passcode-stdin (بعد رمز القفل الحالي إذا كان القفل مفعّلًا)."

#: Sources/CommandLineFace/CommandContext.swift:102
msgid "'{command}' needs a password: type it at the prompt on a terminal, or give it on a line of standard input with --password-stdin."
msgstr "يحتاج '{command}' إلى كلمة مرور: اكتبها عند الطلب في الطرفية، أو أعطها في سطر من الإدخال القياسي مع --password-stdin."

#: Sources/CommandLineFace/ProfilesCommand.swift:12
msgid "(without NAME, the name is read at a no-echo prompt or from standard input, before any password)"
msgstr "(من دون NAME يُقرأ الاسم من مطالبة لا تُظهر ما تكتبه أو من الإدخال القياسي، قبل أي كلمة مرور)"

#: Sources/CommandLineFace/ProfilesCommand.swift:123
msgid "({count} unread)"
msgstr "(غير المقروءة: {count})"

#: Sources/Features/Progress/TransferProgress.swift:64
msgid "({percent}%)"
msgstr "(%{percent})"

#: Sources/Features/Migration/MigrationImport.swift:132
msgid "--archive needs a file name."
msgstr "يحتاج --archive إلى اسم ملف."

#: Sources/CommandLineFace/ProfilesCommand.swift:60
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "يحتاج الخيار ‎--bio-stdin‎ إلى النبذة في سطر من الإدخال القياسي (بعد اسم الملف الشخصي وأي اسم جديد). الاستخدام: {usage}"

#: Sources/CommandLineFace/DevCommand.swift:35
msgid "--chat needs a contact name."
msgstr "يحتاج ‎--chat‎ إلى اسم جهة اتصال."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:81
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "يحتاج الخيار --json إلى أمر (التطبيق نفسه لا يُخرج JSON). شغّل 'threshold --help' لعرض القائمة."

#: Sources/CommandLineFace/DevCommand.swift:16
msgid "--messages needs at least one chat (--chats M)."
msgstr "يحتاج ‎--messages‎ إلى محادثة واحدة على الأقل (‎--chats M‎)."

#: Sources/CommandLineFace/ProfilesCommand.swift:52
msgid "--name-stdin needs the new name on a line of standard input (after the profile's name). Usage: {usage}"
msgstr "يحتاج ‎--name-stdin‎ إلى الاسم الجديد في سطر من الإدخال القياسي (بعد اسم الملف الشخصي). الاستخدام: {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:110
msgid "--passcode-stdin was given, but this install has no passcode (the lock is off), so no line was read and nothing was changed. Leave out --passcode-stdin, or set a passcode first: threshold lock set."
msgstr "أُعطي ‎--passcode-stdin‎ لكن هذا التثبيت بلا رمز قفل (القفل متوقف)، فلم يُقرأ أي سطر ولم يتغيّر شيء. احذف ‎--passcode-stdin‎ أو عيّن رمز قفل أولًا: threshold lock set."

#: Sources/CommandLineFace/MigrateCommand.swift:49
msgid "--serve sends the archive to the other device, so it takes no --to FILE."
msgstr "يرسل --serve الأرشيف إلى الجهاز الآخر، لذا لا يقبل --to FILE."

#: Sources/TerminalFace/Runtime/AppLaunchError.swift:23
msgid "--theme must be light or dark, not \"{value}\"."
msgstr "يجب أن تكون قيمة ‎--theme‎ هي light أو dark، لا «{value}»."

#: Sources/CommandLineFace/MigrateCommand.swift:34
msgid "--timeout goes with --serve."
msgstr "يُستخدم --timeout مع --serve."

#: Sources/Features/Migration/MigrationExport.swift:44
msgid "--to needs a file name."
msgstr "يحتاج --to إلى اسم ملف."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:70
msgid "--version takes no command. Run 'threshold --version' alone."
msgstr "لا يأخذ ‎--version‎ أي أمر. شغّل 'threshold --version' وحده."

#: Sources/CommandLineFace/Arguments.swift:73
msgid "--{option} is given twice."
msgstr "أُعطي ‎--{option}‎ مرتين."

#: Sources/CommandLineFace/Arguments.swift:68
msgid "--{option} needs a value, not the option {value}. For a value that starts with dashes, write --{option}=VALUE."
msgstr "يحتاج ‎--{option}‎ إلى قيمة، لا إلى الخيار {value}. لقيمة تبدأ بشرطات اكتب ‎--{option}=VALUE‎."

#: Sources/CommandLineFace/Arguments.swift:63
msgid "--{option} needs a value."
msgstr "يحتاج ‎--{option}‎ إلى قيمة."

#: Sources/CommandLineFace/Arguments.swift:104
msgid "--{option} needs a whole number from {low} to {high}, not \"{value}\"."
msgstr "يحتاج ‎--{option}‎ إلى عدد صحيح من {low} إلى {high}، لا «{value}»."

#: Sources/CommandLineFace/Arguments.swift:76
msgid "--{option} takes no value."
msgstr "لا يأخذ ‎--{option}‎ أي قيمة."

#: Sources/Features/Migration/DirectTransfer.swift:52
msgid "A device connected. Short code: {code}. Check that the new device shows the same code; the transfer starts once it is confirmed there."
msgstr "اتصل جهاز. الرمز القصير: {code}. تحقّق من أن الجهاز الجديد يعرض الرمز نفسه؛ يبدأ النقل بمجرد تأكيده هناك."

#: Sources/CommandLineFace/MigrateCommand.swift:146
msgid "A direct transfer needs the short code the other device shows on the next line of standard input (after the link). Nothing was changed."
msgstr "يحتاج النقل المباشر إلى الرمز القصير الذي يعرضه الجهاز الآخر في السطر التالي من الإدخال القياسي (بعد الرابط). لم يتغير شيء."

#: Sources/Features/Errors/ErrorReport.swift:257
msgid "A file operation failed: {detail}"
msgstr "فشلت عملية على ملف: {detail}"

#: Sources/Features/Errors/ErrorReport.swift:208
msgid "A file operation failed: {detail}. Nothing was changed."
msgstr "فشلت عملية على ملف: {detail}. لم يتغير شيء."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:78
msgid "A key file beside the data (no passcode)"
msgstr "ملف مفتاح بجانب البيانات (بلا رمز قفل)"

#: Sources/Features/Errors/ErrorReport.swift:150
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "يمكن أن يبلغ طول الرسالة {limit} بايت على الأكثر. لم يُسجَّل شيء."

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "الملف الشخصي المكتوم لا يرسل إشعارات ولا يُحسب في الشارة الإجمالية. يظل عدد رسائله غير المقروءة ظاهرًا في القائمة."

#: Sources/Features/Lock/RecoveryFlow.swift:148
msgid "A new database key is made and every page is copied under it, in one step that can't half happen; it takes about as long as copying the data. The passcode and the protection level stay as they are; a recovery key made before opens nothing afterwards."
msgstr "يُنشأ مفتاح جديد لقاعدة البيانات وتُنسخ كل صفحة تحته، في خطوة واحدة لا يمكن أن تتم نصفيًا؛ ويستغرق ذلك تقريبًا وقت نسخ البيانات. يبقى رمز القفل ومستوى الحماية كما هما؛ ومفتاح الاسترداد الذي أُنشئ من قبل لا يفتح شيئًا بعد ذلك."

#: Sources/Features/Lock/RecoveryFlow.swift:142
msgid "A new database key, every page re-encrypted"
msgstr "مفتاح جديد لقاعدة البيانات، وكل صفحة يُعاد تشفيرها"

#: Sources/Features/Lock/RecoveryFlow.swift:125
msgid "A new recovery key is made and shown once; the old one then opens nothing."
msgstr "يُنشأ مفتاح استرداد جديد ويُعرض مرة واحدة؛ ولا يفتح القديم شيئًا بعد ذلك."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:76
msgid "A passcode (the app lock)"
msgstr "رمز قفل (قفل التطبيق)"

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "يوجد ملف شخصي باسم «{name}» بالفعل. اختر اسمًا آخر."

#: Sources/Features/Lock/RecoveryFlow.swift:108
msgid "A recovery key exists: it opens the data if the passcode is forgotten or the keyring entry is lost. Enter replaces it with a new one (the old one then opens nothing); x removes it."
msgstr "يوجد مفتاح استرداد: يفتح البيانات إن نُسي رمز القفل أو فُقد مدخل حلقة المفاتيح. يستبدله Enter بمفتاح جديد (ولا يفتح القديم شيئًا بعدها)؛ ويزيله x."

#: Sources/Features/Settings/SettingsText.swift:14
msgid "About"
msgstr "حول"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:46
msgid "Accept conditions"
msgstr "قبول الشروط"

#: Sources/PlainFace/PlainApp+Onboarding.swift:266
msgid "Accept conditions for the selected operators"
msgstr "قبول شروط المشغّلين المختارين"

#: Sources/CommandLineFace/CommandCatalog.swift:62
msgid "Accept the conditions for these operators (enables exactly them)."
msgstr "قبول شروط هؤلاء المشغّلين (يفعّلهم هم فقط)."

#: Sources/Features/Desktop/DesktopText.swift:112
msgid "Active profile"
msgstr "الملف الشخصي النشط"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:53
msgid "Active profile: {name}"
msgstr "الملف الشخصي النشط: {name}"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "إضافة ملف شخصي"

#: Sources/CommandLineFace/CommandCatalog.swift:68
msgid "After migrating: keep this device, or delete its data."
msgstr "بعد الانتقال: الاحتفاظ بهذا الجهاز، أو حذف بياناته."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:66
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "بعد هذا العدد من الرموز الخاطئة المتتالية (من 1 إلى {limit})، تُمحى كل البيانات على هذا الجهاز. فارغ: أبدًا."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:82
msgid "After this many wrong passcodes in a row (1 to {max}), all data on this device is wiped."
msgstr "بعد هذا العدد من رموز القفل الخاطئة المتتالية (من 1 إلى {max})، تُمحى كل البيانات على هذا الجهاز."

#: Sources/Features/Lock/LockSettingsText.swift:14
msgid "After {count}"
msgstr "بعد {count}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:62
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "بعد عدم إدخال أي رمز خاطئ"
msgstr[1] "بعد رمز خاطئ واحد"
msgstr[2] "بعد رمزين خاطئين متتاليين"
msgstr[3] "بعد {count} رموز خاطئة متتالية"
msgstr[4] "بعد {count} رمزًا خاطئًا متتاليًا"
msgstr[5] "بعد {count} رمز خاطئ متتالٍ"

#: Sources/Features/Lock/LockSettingsText.swift:74
msgid "After {count} wrong passcode in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgid_plural "After {count} wrong passcodes in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgstr[0] "بعد {count} رموز قفل خاطئة متتالية، في أي طلب وحتى بعد إعادة التشغيل، تُمحى كل البيانات على هذا الجهاز."
msgstr[1] "بعد رمز قفل خاطئ واحد، في أي طلب وحتى بعد إعادة التشغيل، تُمحى كل البيانات على هذا الجهاز."
msgstr[2] "بعد رمزَي قفل خاطئين متتاليين، في أي طلب وحتى بعد إعادة التشغيل، تُمحى كل البيانات على هذا الجهاز."
msgstr[3] "بعد {count} رموز قفل خاطئة متتالية، في أي طلب وحتى بعد إعادة التشغيل، تُمحى كل البيانات على هذا الجهاز."
msgstr[4] "بعد {count} رمز قفل خاطئًا متتاليًا، في أي طلب وحتى بعد إعادة التشغيل، تُمحى كل البيانات على هذا الجهاز."
msgstr[5] "بعد {count} رمز قفل خاطئ متتالٍ، في أي طلب وحتى بعد إعادة التشغيل، تُمحى كل البيانات على هذا الجهاز."

#: Sources/Features/Lock/Rekey.swift:30
msgid "All data is re-encrypted under a new key. An old copy of threshold.key, with the old passcode, opens nothing written from now on."
msgstr "أُعيد تشفير كل البيانات بمفتاح جديد. لن تفتح نسخة قديمة من threshold.key مع رمز القفل القديم أي شيء يُكتب من الآن."

#: Sources/Features/Migration/MigrationImport.swift:55
msgid "All data is wiped after {count} wrong passcode in a row, as before."
msgid_plural "All data is wiped after {count} wrong passcodes in a row, as before."
msgstr[0] "كما كان من قبل، تُمحى كل البيانات بعد {count} رمز قفل خاطئ متتالٍ."
msgstr[1] "كما كان من قبل، تُمحى كل البيانات بعد رمز قفل خاطئ واحد."
msgstr[2] "كما كان من قبل، تُمحى كل البيانات بعد رمزَي قفل خاطئين متتاليين."
msgstr[3] "كما كان من قبل، تُمحى كل البيانات بعد {count} رموز قفل خاطئة متتالية."
msgstr[4] "كما كان من قبل، تُمحى كل البيانات بعد {count} رمز قفل خاطئًا متتاليًا."
msgstr[5] "كما كان من قبل، تُمحى كل البيانات بعد {count} رمز قفل خاطئ متتالٍ."

#: Sources/Features/Lock/LockSettingsText.swift:99
msgid "All data will be wiped after {count} wrong passcode in a row."
msgid_plural "All data will be wiped after {count} wrong passcodes in a row."
msgstr[0] "ستُمحى كل البيانات بعد {count} رموز قفل خاطئة متتالية."
msgstr[1] "ستُمحى كل البيانات بعد رمز قفل خاطئ واحد."
msgstr[2] "ستُمحى كل البيانات بعد رمزَي قفل خاطئين متتاليين."
msgstr[3] "ستُمحى كل البيانات بعد {count} رموز قفل خاطئة متتالية."
msgstr[4] "ستُمحى كل البيانات بعد {count} رمز قفل خاطئًا متتاليًا."
msgstr[5] "ستُمحى كل البيانات بعد {count} رمز قفل خاطئ متتالٍ."

#: Sources/Features/Migration/MigrationExportText.swift:43
msgid "All local Threshold data on this device was deleted."
msgstr "حُذفت كل بيانات Threshold المحلية على هذا الجهاز."

#: Sources/Features/Migration/MigrationText.swift:48
msgid "All local Threshold data on this device was deleted. Keep using Threshold on the new device."
msgstr "حُذفت كل بيانات Threshold المحلية على هذا الجهاز. استمر في استخدام Threshold على الجهاز الجديد."

#: Sources/Features/Lock/Rekey.swift:20
msgid "Also re-encrypt all data under a new key? Do this if you think the old passcode leaked: a copy of the old key file then opens nothing written from now on. It takes about as long as copying the data."
msgstr "هل تريد أيضًا إعادة تشفير كل البيانات بمفتاح جديد؟ افعل ذلك إن كنت تظن أن رمز القفل القديم تسرّب: عندها لن تفتح نسخة من ملف المفتاح القديم أي شيء يُكتب من الآن. يستغرق ذلك تقريبًا مدة نسخ البيانات."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:79
msgid "Any key quit"
msgstr "أي مفتاح خروج"

#: Sources/TerminalFace/Lock/AppUpdate+Recovery.swift:19
msgid "App lock"
msgstr "قفل التطبيق"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:16
msgid "Appearance"
msgstr "المظهر"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:155
msgid "Archive: {path}"
msgstr "الأرشيف: {path}"

#: Sources/Features/Lock/LockText.swift:87
msgid "Attempt limit off."
msgstr "حدّ المحاولات متوقف."

#: Sources/Features/Lock/LockSettingsText.swift:103
msgid "Attempt limit off: wrong passcodes never wipe the data."
msgstr "حدّ المحاولات متوقف: رموز القفل الخاطئة لا تمحو البيانات أبدًا."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:127
msgid "Back"
msgstr "رجوع"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "اتصال في الخلفية، في الوقت الفعلي."

#: Sources/PlainFace/PlainApp.swift:248
msgid "Bio (empty keeps the current one, - clears it): "
msgstr "النبذة (اتركها فارغة لإبقاء الحالية، و- لمسحها): "

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "نبذة (اختيارية)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "Bio (optional, at most {count} bytes): "
msgstr "نبذة (اختيارية، {count} بايت على الأكثر): "

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "Bio too long"
msgstr "النبذة طويلة جدًا"

#: Sources/PlainFace/PlainApp+Onboarding.swift:78
msgid "Bio: "
msgstr "النبذة: "

#: Sources/PlainFace/PlainApp.swift:45
msgid "Bye."
msgstr "إلى اللقاء."

#: Sources/Features/Migration/MigrationText.swift:45
msgid "Cancelled; nothing was deleted."
msgstr "أُلغي؛ لم يُحذف شيء."

#: Sources/CommandLineFace/CommandCatalog.swift:50
msgid "Change a profile's name (--name-stdin: the new name from standard input) and/or bio (--bio-stdin: from standard input, after the name)."
msgstr "تغيير اسم ملف شخصي (‎--name-stdin‎: الاسم الجديد من الإدخال القياسي) و/أو نبذته (‎--bio-stdin‎: من الإدخال القياسي، بعد الاسم)."

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Change passcode"
msgstr "تغيير رمز القفل"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Change the passcode?"
msgstr "هل تغيّر رمز القفل؟"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:88
msgid "Changing the app lock asks for the passcode every time."
msgstr "يُطلب رمز القفل في كل مرة يُغيَّر فيها قفل التطبيق."

#: Sources/Features/Chats/ChatText.swift:5
msgid "Chat with {name}"
msgstr "الدردشة مع {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "المحادثات"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "المحادثات: لا ملف شخصي نشط (غير المقروءة في كل الملفات الشخصية: {count})"

#: Sources/TerminalFace/Home/ChatListScreen.swift:20
msgid "Chats of this profile appear here when messages arrive."
msgstr "ستظهر محادثات هذا الملف الشخصي هنا عند وصول الرسائل."

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "محادثات {name} (غير المقروءة في كل الملفات الشخصية: {count})"

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "Chats of {name} appear here when messages arrive."
msgstr "ستظهر محادثات {name} هنا عند وصول الرسائل."

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "جارٍ التحقق من كلمة المرور…"

#: Sources/TerminalFace/Lock/LockScreen.swift:42
msgid "Checking…"
msgstr "جارٍ التحقق…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "يتحقق كل {count} دقيقة، موفّر للبطارية."
msgstr[1] "يتحقق كل دقيقة، موفّر للبطارية."
msgstr[2] "يتحقق كل دقيقتين، موفّر للبطارية."
msgstr[3] "يتحقق كل {count} دقائق، موفّر للبطارية."
msgstr[4] "يتحقق كل {count} دقيقة، موفّر للبطارية."
msgstr[5] "يتحقق كل {count} دقيقة، موفّر للبطارية."

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "اختر 0-{last}: "

#: Sources/Features/Text/ScreenText.swift:12
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "اختر كيف يُعلمك التطبيق بالرسائل الجديدة. يمكنك تغيير ذلك لاحقًا من الإعدادات."

#: Sources/PlainFace/PlainApp+Onboarding.swift:132
msgid "Choose operators (a number toggles), then accept"
msgstr "اختر المشغّلين (الرقم يبدّل الاختيار)، ثم اقبل"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:194
msgid "Choose the archive"
msgstr "اختيار الأرشيف"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:192
msgid "Choose the archive…"
msgstr "اختر الأرشيف…"

#: Sources/CommandLineFace/CommandCatalog.swift:60
msgid "Clear onboarding progress."
msgstr "مسح تقدّم الإعداد الأولي."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:13
msgid "Commands:"
msgstr "الأوامر:"

#: Sources/Features/Migration/DirectTransfer.swift:84
msgid "Compare this code with the other device"
msgstr "قارن هذا الرمز بالرمز على الجهاز الآخر"

#: Sources/Features/Text/ScreenText.swift:29
msgid "Conditions accepted for {count} operator."
msgid_plural "Conditions accepted for {count} operators."
msgstr[0] "لم تُقبل الشروط لأي مشغّل."
msgstr[1] "قُبلت الشروط لمشغّل واحد."
msgstr[2] "قُبلت الشروط لمشغّلَين."
msgstr[3] "قُبلت الشروط لـ{count} مشغّلين."
msgstr[4] "قُبلت الشروط لـ{count} مشغّلًا."
msgstr[5] "قُبلت الشروط لـ{count} مشغّل."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:43
msgid "Conditions loaded (version {version})."
msgstr "حُمّلت الشروط (الإصدار {version})."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded."
msgstr "حُمّلت الشروط."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "شروط الاستخدام"

#: Sources/Features/Text/ScreenText.swift:25
msgid "Conditions of use (version {version})"
msgstr "شروط الاستخدام (الإصدار {version})"

#: Sources/PlainFace/PlainApp+Onboarding.swift:119
msgid "Conditions version {version}."
msgstr "الشروط، الإصدار {version}."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:57
msgid "Configure operators"
msgstr "إعداد المشغّلين"

#: Sources/Features/Desktop/DesktopText.swift:90
msgid "Confirm password"
msgstr "تأكيد كلمة المرور"

#: Sources/Features/Profiles/HideProfileText.swift:22
msgid "Confirm the password."
msgstr "أكّد كلمة المرور."

#: Sources/Features/Migration/DirectTransfer.swift:57
msgid "Connected to the other device. Short code: {code}. Does the other device show the same code?"
msgstr "تم الاتصال بالجهاز الآخر. الرمز القصير: {code}. هل يعرض الجهاز الآخر الرمز نفسه؟"

#: Sources/Features/Migration/DirectTransfer.swift:61
msgid "Connected to the other device. Short code: {code}. Type the code the other device shows:"
msgstr "تم الاتصال بالجهاز الآخر. الرمز القصير: {code}. اكتب الرمز الذي يعرضه الجهاز الآخر:"

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "Connecting to the other device…"
msgstr "جارٍ الاتصال بالجهاز الآخر…"

#: Sources/Features/Migration/DirectTransfer.swift:134
msgid "Connection lost {seconds} s ago; reconnecting…"
msgstr "انقطع الاتصال منذ {seconds} ث؛ جارٍ إعادة الاتصال…"

#: Sources/Features/Migration/DirectTransfer.swift:137
msgid "Connection lost; reconnecting…"
msgstr "انقطع الاتصال؛ جارٍ إعادة الاتصال…"

#: Sources/Features/Migration/DirectTransfer.swift:140
msgid "Connection lost; resumed at {size}."
msgstr "انقطع الاتصال؛ استُؤنف النقل عند {size}."

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:22
msgid "Continue"
msgstr "متابعة"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:151
msgid "Copy link"
msgstr "نسخ الرابط"

#: Sources/Features/Migration/MigrationText.swift:23
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, choose \"Migrate from another device\" (or run threshold migrate import, with --archive FILE when the archive is not at the same path) and paste this link when asked. It holds the archive's key: share it only with yourself, and keep it off command lines:"
msgstr "انسخ الأرشيف إلى الجهاز الجديد (إلى أي مجلد، أو على ذاكرة USB). هناك، اختر «الانتقال من جهاز آخر» (أو شغّل threshold migrate import، مع --archive FILE إذا لم يكن الأرشيف في المسار نفسه) والصق هذا الرابط عند الطلب. يحمل الرابط مفتاح الأرشيف: لا تشاركه إلا مع نفسك، وأبقه خارج أسطر الأوامر:"

#: Sources/Features/Migration/MigrationText.swift:29
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, run threshold migrate import and paste this link when asked (keep it off the command line, where other users and shell history see it; add --archive FILE when the archive is not at the same path there), or choose \"Migrate from another device\" on the welcome screen. To send the data over this network instead, without a file: threshold migrate export --serve."
msgstr "انسخ الأرشيف إلى الجهاز الجديد (إلى أي مجلد، أو على ذاكرة USB). هناك، شغّل threshold migrate import والصق هذا الرابط عند الطلب (لا تضعه في سطر الأوامر، حيث يراه المستخدمون الآخرون وسجل الصدفة؛ أضف --archive FILE إذا لم يكن الأرشيف هناك في المسار نفسه)، أو اختر «الانتقال من جهاز آخر» في شاشة الترحيب. لإرسال البيانات عبر هذه الشبكة بدلًا من ذلك، بلا ملف: threshold migrate export --serve."

#: Sources/Features/Progress/TransferProgress.swift:73
msgid "Copying database"
msgstr "جارٍ نسخ قاعدة البيانات"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "تصحيح الاسم"

#: Sources/PlainFace/PlainApp.swift:262
msgid "Correct name to \"{name}\"?"
msgstr "هل تصحح الاسم إلى «{name}»؟"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:48
msgid "Could not load the conditions: {reason}"
msgstr "تعذّر تحميل الشروط: {reason}"

#: Sources/CommandLineFace/CommandCatalog.swift:48
msgid "Create a profile; it becomes active."
msgstr "إنشاء ملف شخصي؛ يصبح هو النشط."

#: Sources/CommandLineFace/CommandCatalog.swift:82
msgid "Create demo data."
msgstr "إنشاء بيانات تجريبية."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Create profile"
msgstr "إنشاء ملف شخصي"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "أنشئ ملفك الشخصي"

#: Sources/Features/Profiles/ProfilesText.swift:32
msgid "Created profile \"{name}\"; it is now active."
msgstr "أُنشئ الملف الشخصي «{name}»، وهو الآن النشط."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "جارٍ الإنشاء…"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:22
msgid "Ctrl-C quit"
msgstr "Ctrl-C خروج"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:56
msgid "Current conditions: version {version}"
msgstr "الشروط الحالية: الإصدار {version}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:40
msgid "Data directory"
msgstr "دليل البيانات"

#: Sources/Features/Settings/SettingsText.swift:22
msgid "Data directory: {path}"
msgstr "دليل البيانات: {path}"

#: Sources/Features/Errors/ErrorReport.swift:210
msgid "Database error: {detail}."
msgstr "خطأ في قاعدة البيانات: {detail}."

#: Sources/Features/Progress/TransferProgress.swift:76
msgid "Decrypting"
msgstr "جارٍ فك التشفير"

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "هل تحذف «{name}» وكل محادثاته من هذا الجهاز؟"

#: Sources/CommandLineFace/CommandCatalog.swift:56
msgid "Delete a profile (and with --server-data its server queues)."
msgstr "حذف ملف شخصي (ومع ‎--server-data‎ طوابيره على الخوادم)."

#: Sources/Features/Migration/MigrationText.swift:41
msgid "Delete all Threshold data on this device? This can't be undone."
msgstr "حذف كل بيانات Threshold على هذا الجهاز؟ لا يمكن التراجع عن ذلك."

#: Sources/Features/Migration/MigrationExportText.swift:35
msgid "Delete all local data?"
msgstr "هل تحذف كل البيانات المحلية؟"

#: Sources/Features/Migration/MigrationExportText.swift:41
msgid "Delete everything"
msgstr "حذف كل شيء"

#: Sources/Features/Migration/MigrationExportText.swift:27
msgid "Delete local data"
msgstr "حذف البيانات المحلية"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:170
msgid "Delete local data?"
msgstr "حذف البيانات المحلية؟"

#: Sources/Features/Profiles/ProfileAction.swift:29
msgid "Delete profile"
msgstr "حذف الملف الشخصي"

#: Sources/Features/Profiles/ProfileDeleteText.swift:12
msgid "Delete profile (local data only)"
msgstr "حذف الملف الشخصي (البيانات المحلية فقط)"

#: Sources/Features/Profiles/ProfileDeleteText.swift:14
msgid "Delete profile and server connections"
msgstr "حذف الملف الشخصي واتصالات الخوادم"

#: Sources/Features/Profiles/ProfileDeleteText.swift:16
msgid "Delete profile?"
msgstr "حذف الملف الشخصي؟"

#: Sources/Features/Migration/MigrationText.swift:39
msgid "Delete this device's data"
msgstr "حذف بيانات هذا الجهاز"

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "Deleted \"{name}\"."
msgstr "حُذف «{name}»."

#: Sources/Features/Migration/MigrationText.swift:52
msgid "Deleted all local Threshold data in {directory} (database, files and migration archives)."
msgstr "حُذفت كل بيانات Threshold المحلية في {directory} (قاعدة البيانات والملفات وأرشيفات الانتقال)."

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "يطلب الحذف تأكيدًا في الطرفية؛ للحذف من سكربت أضف الخيار --yes."

#: Sources/CommandLineFace/OutboxCommand.swift:32
msgid "Delivered: {delivered}, failed: {failed}, waiting: {remaining}."
msgstr "سُلّم: {delivered}، فشل: {failed}، في الانتظار: {remaining}."

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:40
msgid "Device token"
msgstr "رمز الجهاز"

#: Sources/Features/Settings/NotificationSettingsText.swift:46
msgid "Device token: {token}; periodic checks every {count} minute; next check: {next}."
msgid_plural "Device token: {token}; periodic checks every {count} minutes; next check: {next}."
msgstr[0] "رمز الجهاز: {token}؛ التحقق الدوري كل {count} دقيقة؛ التحقق التالي: {next}."
msgstr[1] "رمز الجهاز: {token}؛ التحقق الدوري كل دقيقة؛ التحقق التالي: {next}."
msgstr[2] "رمز الجهاز: {token}؛ التحقق الدوري كل دقيقتين؛ التحقق التالي: {next}."
msgstr[3] "رمز الجهاز: {token}؛ التحقق الدوري كل {count} دقائق؛ التحقق التالي: {next}."
msgstr[4] "رمز الجهاز: {token}؛ التحقق الدوري كل {count} دقيقة؛ التحقق التالي: {next}."
msgstr[5] "رمز الجهاز: {token}؛ التحقق الدوري كل {count} دقيقة؛ التحقق التالي: {next}."

#: Sources/CommandLineFace/CommandCatalog.swift:143
msgid "Did you mean \"{word}\"?"
msgstr "هل تقصد «{word}»؟"

#: Sources/CommandLineFace/CommandCatalog.swift:153
msgid "Did you mean --{option}?"
msgstr "هل تقصد --{option}؟"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "الاسم المعروض"

#: Sources/PlainFace/PlainApp.swift:247
msgid "Display name (empty keeps \"{name}\"): "
msgstr "الاسم المعروض (اتركه فارغًا لإبقاء «{name}»): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "الاسم المعروض (اتركه فارغًا للرجوع): "

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Display name of the new profile"
msgstr "الاسم الظاهر للملف الشخصي الجديد"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "الاسم المعروض: "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:47
msgid "Domains"
msgstr "النطاقات"

#: Sources/PlainFace/PlainApp.swift:188
msgid "Done."
msgstr "تم."

#: Sources/Features/Progress/TransferProgress.swift:75
msgid "Downloading"
msgstr "جارٍ التنزيل"

#: Sources/TerminalFace/App/AppUpdate.swift:237
msgid "Duplicate display name!"
msgstr "الاسم المعروض مكرر!"

#: Sources/Features/Progress/TransferProgress.swift:66
msgid "ETA {seconds} s"
msgstr "المتبقي {seconds} ث"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "تعديل الملف الشخصي"

#: Sources/PlainFace/PlainApp.swift:246
msgid "Edit profile \"{name}\""
msgstr "تعديل الملف الشخصي «{name}»"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "تفعيل الإشعارات"

#: Sources/Features/Progress/TransferProgress.swift:74
msgid "Encrypting"
msgstr "جارٍ التشفير"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:16
msgid "Enlarge the window to at least {width}x{height} to see the QR code, or press l to show the link alone for copying."
msgstr "كبّر النافذة إلى {width}x{height} على الأقل لترى رمز QR، أو اضغط l لعرض الرابط وحده لنسخه."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:11
msgid "Enter I wrote it down  Esc cancel (nothing stored)"
msgstr "Enter كتبته  Esc إلغاء (لا يُحفظ شيء)"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "أدخل رمز المرور."

#: Sources/Features/Profiles/HideProfileText.swift:20
msgid "Enter a password."
msgstr "أدخل كلمة مرور."

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter a valid display name."
msgstr "أدخل اسمًا معروضًا صالحًا."

#: Sources/Features/Migration/MigrationText.swift:70
msgid "Enter another link"
msgstr "إدخال رابط آخر"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:73
msgid "Enter changes the passcode; x turns the lock off (and removes the self-destruct passcode and the attempt limit)."
msgstr "Enter يغيّر رمز القفل؛ وx يوقف القفل (ويزيل رمز التدمير الذاتي وحدّ المحاولات)."

#: Sources/TerminalFace/Lock/PasscodeSheet.swift:37
msgid "Enter confirm  Esc cancel"
msgstr "Enter تأكيد  Esc إلغاء"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:12
msgid "Enter confirm  Esc show the key again"
msgstr "Enter تأكيد  Esc إظهار المفتاح مجددًا"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue"
msgstr "Enter متابعة"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:106
msgid "Enter continue  Esc stop the import"
msgstr "Enter متابعة  Esc إيقاف الاستيراد"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue  s skip"
msgstr "Enter متابعة  s تخطٍّ"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:75
msgid "Enter export  Esc back"
msgstr "Enter تصدير  Esc رجوع"

#: Sources/Features/Migration/DirectTransfer.swift:97
msgid "Enter export to a file  s send again  Esc back"
msgstr "Enter تصدير إلى ملف  s إرسال مرة أخرى  Esc رجوع"

#: Sources/Features/Migration/DirectTransfer.swift:95
msgid "Enter finalize  Esc back"
msgstr "Enter إنهاء  Esc رجوع"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:77
msgid "Enter finalize  l link only (to copy)  Esc back"
msgstr "Enter إنهاء  l الرابط وحده (للنسخ)  Esc رجوع"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Enter import  Esc back"
msgstr "Enter استيراد  Esc رجوع"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:105
msgid "Enter import from this path  Esc back to the link"
msgstr "Enter استيراد من هذا المسار  Esc رجوع إلى الرابط"

#: Sources/Features/Lock/RecoveryFlow.swift:144
msgid "Enter makes a new database key and re-encrypts every page under it. Do this if you think the passcode or a copy of threshold.key leaked: an old copy then opens nothing written from now on."
msgstr "يُنشئ Enter مفتاحًا جديدًا لقاعدة البيانات ويعيد تشفير كل صفحة به. افعل ذلك إن ظننت أن رمز القفل أو نسخة من threshold.key قد تسرّبت: عندها لا تفتح النسخة القديمة شيئًا مما يُكتب من الآن فصاعدًا."

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "أدخل كلمة المرور أعلاه لإظهاره!"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:103
msgid "Enter replace  Esc cancel"
msgstr "Enter استبدال  Esc إلغاء"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:74
msgid "Enter sets a passcode (typed twice). If you forget it, your data can't be opened."
msgstr "Enter يعيّن رمز قفل (يُكتب مرتين). إن نسيته فلن يمكن فتح بياناتك."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:79
msgid "Enter sets it, with the display name of the profile it creates. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "Enter يعيّنه مع الاسم المعروض للملف الشخصي الذي ينشئه. إذا أُدخل عند أي طلب لرمز القفل، يمحو كل البيانات على هذا الجهاز ويفتح ذلك الملف الشخصي وحده، كما يفعل فتح القفل العادي."

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter the display name of the new profile."
msgstr "أدخل الاسم المعروض للملف الشخصي الجديد."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:78
msgid "Enter try again  Esc back"
msgstr "Enter إعادة المحاولة  Esc رجوع"

#: Sources/TerminalFace/Lock/LockScreen.swift:12
msgid "Enter unlock  Tab recovery key  Ctrl-U clear  Ctrl-C quit"
msgstr "Enter فتح القفل  Tab مفتاح الاسترداد  Ctrl-U مسح  Ctrl-C خروج"

#: Sources/TerminalFace/Lock/LockScreen.swift:11
msgid "Enter use the recovery key  Tab back  Ctrl-C quit"
msgstr "Enter استخدام مفتاح الاسترداد  Tab رجوع  Ctrl-C خروج"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "أدخل اسمك…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:86
msgid "Enter your passcode"
msgstr "أدخل رمز القفل"

#: Sources/TerminalFace/Lock/LockPurpose.swift:34
msgid "Enter your passcode to change the app lock."
msgstr "أدخل رمز القفل لتغيير قفل التطبيق."

#: Sources/TerminalFace/Lock/LockPurpose.swift:31
msgid "Enter your passcode to continue."
msgstr "أدخل رمز القفل للمتابعة."

#: Sources/TerminalFace/Lock/LockPurpose.swift:27
msgid "Enter your passcode to create a profile."
msgstr "أدخل رمز القفل لإنشاء ملف شخصي."

#: Sources/TerminalFace/Lock/LockPurpose.swift:28
msgid "Enter your passcode to delete the profile."
msgstr "أدخل رمز القفل لحذف الملف الشخصي."

#: Sources/TerminalFace/Lock/LockPurpose.swift:35
msgid "Enter your passcode to export your data."
msgstr "أدخل رمز القفل لتصدير بياناتك."

#: Sources/TerminalFace/Lock/LockPurpose.swift:29
msgid "Enter your passcode to hide the profile."
msgstr "أدخل رمز القفل لإخفاء الملف الشخصي."

#: Sources/Features/Desktop/DesktopText.swift:126
msgid "Enter your passcode to open your profiles."
msgstr "أدخل رمز القفل لفتح ملفاتك الشخصية."

#: Sources/TerminalFace/Lock/LockPurpose.swift:24
msgid "Enter your passcode to open {app}."
msgstr "أدخل رمز القفل لفتح {app}."

#: Sources/TerminalFace/Lock/LockPurpose.swift:33
msgid "Enter your passcode to search and reveal profiles."
msgstr "أدخل رمز القفل للبحث عن الملفات الشخصية وإظهارها."

#: Sources/TerminalFace/Lock/LockPurpose.swift:30
msgid "Enter your passcode to unhide the profile."
msgstr "أدخل رمز القفل لإظهار الملف الشخصي."

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:11
msgid "Enter/Esc close  ←→ page  PgUp PgDn scroll"
msgstr "Enter/Esc إغلاق  ←→ صفحة  PgUp PgDn تمرير"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:80
msgid "Entered at any passcode prompt, it wipes ALL data and opens a new profile with this name. It must differ from the passcode."
msgstr "إذا أُدخل عند أي طلب لرمز القفل، يمحو كل البيانات ويفتح ملفًا شخصيًا جديدًا بهذا الاسم. يجب أن يختلف عن رمز القفل."

#: Sources/Features/Lock/LockSettingsText.swift:64
msgid "Entered at any passcode prompt, it wipes ALL data on this device and opens a new profile named \"{name}\", as if nothing happened. It then becomes the passcode."
msgstr "إذا أُدخل عند أي طلب لرمز القفل، يمحو كل البيانات على هذا الجهاز ويفتح ملفًا شخصيًا جديدًا باسم «{name}» كأن شيئًا لم يحدث. ثم يصبح هو رمز القفل."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:54
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "عند إدخاله في أي طلب لرمز القفل، يمحو كل البيانات ويفتح ملفًا شخصيًا جديدًا بهذا الاسم. يجب أن يختلف عن رمز القفل."

#: Sources/Features/Lock/LockSettingsText.swift:45
msgid "Entering it will no longer wipe the data."
msgstr "لن يمحو إدخاله البيانات بعد الآن."

#: Sources/Features/Lock/LockText.swift:69
msgid "Entering the self-destruct passcode at the lock erases all data and starts a fresh profile with the name you give here."
msgstr "إدخال رمز التدمير الذاتي عند القفل يمحو كل البيانات ويبدأ ملفًا شخصيًا جديدًا بالاسم الذي تحدده هنا."

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:160
msgid "Error"
msgstr "خطأ"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "خطأ في قبول الشروط"

#: Sources/PlainFace/PlainApp+Onboarding.swift:152
msgid "Error accepting conditions: {error}"
msgstr "خطأ في قبول الشروط: {error}"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:181
msgid "Error changing the app lock"
msgstr "خطأ في تغيير قفل التطبيق"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:63
msgid "Error creating profile"
msgstr "خطأ في إنشاء الملف الشخصي"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:68
msgid "Error deleting profile"
msgstr "خطأ في حذف الملف الشخصي"

#: Sources/TerminalFace/MigrationExport/AppUpdate+MigrationExport.swift:171
msgid "Error finalizing migration"
msgstr "خطأ في إنهاء الانتقال"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:69
msgid "Error reading chat"
msgstr "خطأ في قراءة المحادثة"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:66
msgid "Error saving profile password"
msgstr "خطأ في حفظ كلمة مرور الملف الشخصي"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:67
msgid "Error showing profile"
msgstr "خطأ في إظهار الملف الشخصي"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:64
msgid "Error switching profile"
msgstr "خطأ في التبديل بين الملفات الشخصية"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:65
msgid "Error updating profile"
msgstr "خطأ في تحديث الملف الشخصي"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "خطأ: {message}"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:38
msgid "Esc back"
msgstr "Esc رجوع"

#: Sources/Features/Migration/DirectTransfer.swift:93
msgid "Esc stop listening  l link only (to copy)"
msgstr "Esc إيقاف الانتظار  l الرابط وحده (للنسخ)"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:173
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "ستُحذف كل الملفات الشخصية والمحادثات والمفاتيح على هذا الجهاز، والأرشيف المُصدَّر هنا. استورد الأرشيف على الجهاز الآخر أولًا. لا يمكن التراجع عن ذلك."

#: Sources/Features/Migration/MigrationExportText.swift:38
msgid "Every profile, chat and setting on this device, and the migration archive, will be deleted. This can't be undone. Make sure the new device imported the link first."
msgstr "ستُحذف كل الملفات الشخصية والمحادثات والإعدادات على هذا الجهاز، وأرشيف الانتقال. لا يمكن التراجع عن ذلك. تأكّد أولًا من أن الجهاز الجديد استورد الرابط."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:139
msgid "Export"
msgstr "تصدير"

#: Sources/CommandLineFace/CommandCatalog.swift:66
msgid "Export all data into an encrypted archive; prints the link (and its QR code on a terminal). With --serve, send it once, directly, to a device on this network."
msgstr "تصدير كل البيانات إلى أرشيف مشفّر؛ يطبع الرابط (ورمز QR الخاص به على الطرفية). مع --serve، يرسله مرة واحدة مباشرة إلى جهاز على هذه الشبكة."

#: Sources/Features/Migration/MigrationExportText.swift:6
msgid "Export everything on this device (profiles, hidden ones included, chats and settings) into one encrypted archive. You get a link holding the archive's key: share it only with yourself."
msgstr "صدِّر كل ما على هذا الجهاز (الملفات الشخصية، ومنها المخفية، والمحادثات والإعدادات) في أرشيف مشفّر واحد. ستحصل على رابط يحمل مفتاح الأرشيف: لا تشاركه إلا مع نفسك."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:136
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "يُنشئ التصدير أرشيفًا مشفّرًا واحدًا لكل ملفاتك الشخصية ومحادثاتك على هذا الجهاز. يستورده الجهاز الآخر بالرابط (أو رمز QR الخاص به)؛ يحمل الرابط مفتاح الأرشيف، فلا تُطلع عليه أحدًا غيرك."

#: Sources/Features/Migration/MigrationText.swift:19
msgid "Exported to {path} ({size})."
msgstr "صُدِّر إلى {path} ({size})."

#: Sources/Features/Migration/MigrationText.swift:16
msgid "Exporting…"
msgstr "جارٍ التصدير…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:76
msgid "Exporting…  Ctrl-C quit"
msgstr "جارٍ التصدير…  Ctrl-C خروج"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:53
msgid "Exporting… The archive is written in the background; keep this window open."
msgstr "جارٍ التصدير… يُكتب الأرشيف في الخلفية؛ أبقِ هذه النافذة مفتوحة."

#: Sources/Features/Migration/MigrationExportText.swift:19
msgid "Finalize migration"
msgstr "إنهاء الانتقال"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:160
msgid "Finalize the migration"
msgstr "إنهاء الانتقال"

#: Sources/PlainFace/PlainApp+Onboarding.swift:244
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "اتباع النظام (LANGUAGE وLC_ALL وLC_MESSAGES وLANG)"

#: Sources/Features/Settings/AppSession+Theme.swift:16
msgid "Follow the terminal"
msgstr "مثل الطرفية"

#: Sources/Features/Lock/RecoveryFlow.swift:84
msgid "Forgot passcode? Use the recovery key"
msgstr "نسيت رمز القفل؟ استخدم مفتاح الاسترداد"

#: Sources/CommandLineFace/ProfilesCommand.swift:41
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "أعطِ النبذة بالخيار --bio B أو بالخيار --bio-stdin، لا بكليهما."

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "أعطِ الاسم الجديد بالخيار --name N أو بالخيار --name-stdin، لا بكليهما."

#: Sources/Features/Migration/DirectTransfer.swift:145
msgid "Go on importing"
msgstr "متابعة الاستيراد"

#: Sources/Features/Migration/MigrationExportText.swift:22
msgid "Has the new device imported the link? Keep using this device: the data stays here, but using Threshold on both devices breaks message delivery. Delete local data: everything on this device is erased."
msgstr "هل استورد الجهاز الجديد الرابط؟ متابعة الاستخدام: تبقى البيانات هنا، لكن استخدام Threshold على الجهازين معًا يعطّل توصيل الرسائل. حذف البيانات المحلية: يُمحى كل ما على هذا الجهاز."

#: Sources/Features/Desktop/DesktopText.swift:116
msgid "Hidden profile"
msgstr "ملف شخصي مخفي"

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "الملفات الشخصية المخفية"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "الملفات الشخصية المخفية مكتومة دائمًا. أظهر الملف الشخصي لإلغاء كتمه."

#: Sources/Features/Desktop/DesktopText.swift:92
msgid "Hide"
msgstr "إخفاء"

#: Sources/Features/Profiles/HideProfileText.swift:5
msgid "Hide \"{name}\""
msgstr "إخفاء «{name}»"

#: Sources/CommandLineFace/CommandCatalog.swift:53
msgid "Hide a profile behind a password."
msgstr "إخفاء ملف شخصي خلف كلمة مرور."

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Hide profile"
msgstr "إخفاء الملف الشخصي"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "كيف يعمل"

#: Sources/Features/Migration/DirectTransfer.swift:128
msgid "How long should this device wait for the other one?"
msgstr "كم من الوقت ينتظر هذا الجهاز الجهاز الآخر؟"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "كيف تعمل الإشعارات"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:200
msgid "Import"
msgstr "استيراد"

#: Sources/CommandLineFace/CommandCatalog.swift:67
msgid "Import an archive made on another device; paste the link when asked (or give it on standard input)."
msgstr "استيراد أرشيف أُنشئ على جهاز آخر؛ الصق الرابط عند الطلب (أو قدّمه في الإدخال القياسي)."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:101
msgid "Import failed: {reason}"
msgstr "فشل الاستيراد: {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:153
msgid "Import stopped. Nothing on this device changed."
msgstr "أُوقف الاستيراد. لم يتغيّر شيء على هذا الجهاز."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:206
msgid "Import without it"
msgstr "الاستيراد من دونه"

#: Sources/Features/Migration/MigrationText.swift:80
msgid "Import without the passcode? This device will then be unlocked."
msgstr "الاستيراد بدون رمز القفل؟ سيصبح هذا الجهاز غير مقفل."

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "أتستورد دون رمز القفل؟ سيصبح هذا الجهاز غير مقفل؛ عيّن رمزًا بعد ذلك من الإعدادات › قفل التطبيق."

#: Sources/Features/Migration/MigrationText.swift:87
msgid "Imported the archive ({count} file, made by Threshold {version})."
msgid_plural "Imported the archive ({count} files, made by Threshold {version})."
msgstr[0] "استُورد الأرشيف ({count} ملف، أنشأها Threshold {version})."
msgstr[1] "استُورد الأرشيف (ملف واحد، أنشأه Threshold {version})."
msgstr[2] "استُورد الأرشيف (ملفان، أنشأهما Threshold {version})."
msgstr[3] "استُورد الأرشيف ({count} ملفات، أنشأها Threshold {version})."
msgstr[4] "استُورد الأرشيف ({count} ملفًا، أنشأها Threshold {version})."
msgstr[5] "استُورد الأرشيف ({count} ملف، أنشأها Threshold {version})."

#: Sources/Features/Migration/MigrationText.swift:84
msgid "Imported the archive ({count} file, made by Threshold {version}); its data was upgraded to this version."
msgid_plural "Imported the archive ({count} files, made by Threshold {version}); its data was upgraded to this version."
msgstr[0] "استُورد الأرشيف ({count} ملف، أنشأها Threshold {version})؛ رُقّيت بياناته إلى هذا الإصدار."
msgstr[1] "استُورد الأرشيف (ملف واحد، أنشأه Threshold {version})؛ رُقّيت بياناته إلى هذا الإصدار."
msgstr[2] "استُورد الأرشيف (ملفان، أنشأهما Threshold {version})؛ رُقّيت بياناته إلى هذا الإصدار."
msgstr[3] "استُورد الأرشيف ({count} ملفات، أنشأها Threshold {version})؛ رُقّيت بياناته إلى هذا الإصدار."
msgstr[4] "استُورد الأرشيف ({count} ملفًا، أنشأها Threshold {version})؛ رُقّيت بياناته إلى هذا الإصدار."
msgstr[5] "استُورد الأرشيف ({count} ملف، أنشأها Threshold {version})؛ رُقّيت بياناته إلى هذا الإصدار."

#: Sources/Features/Migration/MigrationText.swift:64
msgid "Importing the archive…"
msgstr "جارٍ استيراد الأرشيف…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:143
msgid "Importing…"
msgstr "جارٍ الاستيراد…"

#: Sources/Features/Migration/DirectTransfer.swift:149
msgid "Importing…  Esc stop  Ctrl-C quit"
msgstr "جارٍ الاستيراد…  Esc إيقاف  Ctrl-C خروج"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "فوري: يبقى اتصال في الخلفية؛ تصل الإشعارات في الوقت الفعلي."

#: Sources/TerminalFace/App/AppUpdate.swift:238
msgid "Invalid display name!"
msgstr "الاسم المعروض غير صالح!"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "الاسم المعروض غير صالح. هل تصحح الاسم إلى «{name}»؟"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "الاسم المعروض غير صالح: يحتاج إلى حرف أو رقم أو رمز واحد على الأقل."

#: Sources/Features/Migration/MigrationImport.swift:52
msgid "It opens with the other device's passcode, and its self-destruct passcode is set as it was."
msgstr "تُفتح برمز قفل الجهاز الآخر، ورمز التدمير الذاتي الخاص به مضبوط كما كان."

#: Sources/Features/Migration/MigrationImport.swift:53
msgid "It opens with the other device's passcode; no self-destruct passcode is set."
msgstr "تُفتح برمز قفل الجهاز الآخر؛ لا يوجد رمز تدمير ذاتي."

#: Sources/CommandLineFace/CommandCatalog.swift:78
msgid "Keep the database key in the desktop keyring or a key file (with the passcode off)."
msgstr "الاحتفاظ بمفتاح قاعدة البيانات في حلقة مفاتيح سطح المكتب أو في ملف مفتاح (مع إيقاف رمز القفل)."

#: Sources/Features/Migration/MigrationExportText.swift:25
msgid "Keep using"
msgstr "متابعة الاستخدام"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:68
msgid "Keep using Threshold on the new device. Press any key to quit."
msgstr "تابع استخدام Threshold على الجهاز الجديد. اضغط أي مفتاح للخروج."

#: Sources/Features/Migration/MigrationText.swift:38
msgid "Keep using this device"
msgstr "الاستمرار في استخدام هذا الجهاز"

#: Sources/PlainFace/PlainApp+Onboarding.swift:245
msgid "Language"
msgstr "اللغة"

#: Sources/PlainFace/PlainApp+Onboarding.swift:228
msgid "Language ({language})"
msgstr "اللغة ({language})"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "اللغة: {language} (مختارة في Threshold؛ يعيد 'threshold language system' اتباع LANG)."

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "اللغة: {language} (من البيئة: LANGUAGE وLC_ALL وLC_MESSAGES وLANG)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:249
msgid "Language: {language}."
msgstr "اللغة: {language}."

#: Sources/CommandLineFace/CommandCatalog.swift:118
msgid "Leave LINK off: the link holds the archive's key, and a command line can be read by other users (through /proc) and is kept in shell history. Without LINK it is asked for at a no-echo prompt on a terminal, or read from the first line of standard input (after the passcode with --passcode-stdin)."
msgstr "اترك LINK: يحمل الرابط مفتاح الأرشيف، ويمكن لمستخدمين آخرين قراءة سطر الأوامر (عبر /proc) ويبقى في سجل الصدفة. من دون LINK يُطلب في مطالبة لا تُظهر ما تكتبه في الطرفية، أو يُقرأ من السطر الأول من الإدخال القياسي (بعد رمز القفل مع ‎--passcode-stdin‎)."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:46
msgid "Legal name"
msgstr "الاسم القانوني"

#: Sources/CommandLineFace/CommandCatalog.swift:52
msgid "Let a profile notify again."
msgstr "السماح لملف شخصي بالإشعار مجددًا."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:22
msgid "Light or dark, as the desktop is set."
msgstr "فاتح أو داكن، حسب إعداد سطح المكتب."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:153
msgid "Link copied."
msgstr "تم نسخ الرابط."

#: Sources/CommandLineFace/CommandCatalog.swift:57
msgid "List the active profile's chats."
msgstr "عرض محادثات الملف الشخصي النشط."

#: Sources/CommandLineFace/CommandCatalog.swift:55
msgid "List the profiles a password reveals."
msgstr "عرض الملفات الشخصية التي تكشفها كلمة مرور."

#: Sources/CommandLineFace/CommandCatalog.swift:61
msgid "List the server operators and their conditions."
msgstr "عرض مشغّلي الخوادم وشروطهم."

#: Sources/CommandLineFace/CommandCatalog.swift:80
msgid "List the server requests still owed."
msgstr "عرض طلبات الخوادم التي لم تُرسل بعد."

#: Sources/CommandLineFace/CommandCatalog.swift:47
msgid "List the visible profiles (with a password, the hidden ones it opens too)."
msgstr "عرض الملفات الشخصية الظاهرة (ومع كلمة مرور، المخفية التي تفتحها أيضًا)."

#: Sources/Features/Migration/DirectTransfer.swift:113
msgid "Listen for"
msgstr "الانتظار لمدة"

#: Sources/Features/Migration/DirectTransfer.swift:102
msgid "Listening on {addresses}, port {port}."
msgstr "في انتظار الاتصال على {addresses}، المنفذ {port}."

#: Sources/Features/Migration/DirectTransfer.swift:47
msgid "Listening on {addresses}, port {port}. Press Ctrl-C to stop."
msgstr "في انتظار الاتصال على {addresses}، المنفذ {port}. اضغط Ctrl-C للإيقاف."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:40
msgid "Loading the conditions…"
msgstr "جارٍ تحميل الشروط…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "جارٍ التحميل…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:176
msgid "Local data deleted"
msgstr "حُذفت البيانات المحلية"

#: Sources/CommandLineFace/CommandCatalog.swift:54
msgid "Make a hidden profile visible again."
msgstr "إظهار ملف شخصي مخفي مجددًا."

#: Sources/Features/Lock/Recovery.swift:89
msgid "Make a new recovery key"
msgstr "إنشاء مفتاح استرداد جديد"

#: Sources/CommandLineFace/CommandCatalog.swift:49
msgid "Make a profile the active one."
msgstr "جعل ملف شخصي هو النشط."

#: Sources/CommandLineFace/CommandCatalog.swift:71
msgid "Make a recovery key (shown once, stored nowhere) that opens the data if the passcode or keyring entry is lost; clear removes it."
msgstr "إنشاء مفتاح استرداد (يُعرض مرة واحدة ولا يُخزَّن في أي مكان) يفتح البيانات إذا فُقد رمز القفل أو مدخل حلقة المفاتيح؛ clear يزيله."

#: Sources/Features/Lock/RecoveryFlow.swift:134
msgid "Make a recovery key?"
msgstr "هل تريد إنشاء مفتاح استرداد؟"

#: Sources/Features/Lock/Recovery.swift:50
msgid "Make a recovery key? It opens the data if the passcode is forgotten or the keyring entry is lost. It is shown once and stored nowhere: write it down and keep it away from this device."
msgstr "هل تريد إنشاء مفتاح استرداد؟ يفتح البيانات إن نُسي رمز القفل أو فُقد مدخل حلقة المفاتيح. يُعرض مرة واحدة ولا يُحفظ في أي مكان: اكتبه واحفظه بعيدًا عن هذا الجهاز."

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "لم تُعلَّم أي رسالة كمقروءة."
msgstr[1] "عُلّمت رسالة واحدة كمقروءة."
msgstr[2] "عُلّمت رسالتان كمقروءتين."
msgstr[3] "عُلّمت {count} رسائل كمقروءة."
msgstr[4] "عُلّمت {count} رسالة كمقروءة."
msgstr[5] "عُلّمت {count} رسالة كمقروءة."

#: Sources/PlainFace/PlainApp.swift:97
msgid "Menu"
msgstr "القائمة"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "الرسائل فقط أثناء فتح التطبيق."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:36
msgid "Migrate from another device"
msgstr "الانتقال من جهاز آخر"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:8
msgid "Migrate to another device"
msgstr "الانتقال إلى جهاز آخر"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:20
msgid "Migration"
msgstr "الانتقال"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:104
msgid "Migration complete"
msgstr "اكتمل الانتقال"

#: Sources/Features/Migration/MigrationExportText.swift:29
msgid "Migration finalized"
msgstr "انتهى الانتقال"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:43
msgid "Migration link"
msgstr "رابط الانتقال"

#: Sources/Features/Migration/MigrationText.swift:60
msgid "Migration link (empty to go back): "
msgstr "رابط الانتقال (فارغ للرجوع): "

#: Sources/Features/Migration/MigrationText.swift:26
msgid "Migration link (it holds the archive's key: share it only with yourself):"
msgstr "رابط الانتقال (يحمل مفتاح الأرشيف: لا تشاركه إلا مع نفسك):"

#: Sources/Features/Migration/MigrationExportText.swift:17
msgid "Migration link (it holds the key: share it only with yourself):"
msgstr "رابط الانتقال (يحمل المفتاح: لا تشاركه إلا مع نفسك):"

#: Sources/CommandLineFace/CommandContext.swift:73
msgid "Missing argument. Usage: {usage}"
msgstr "ينقص وسيط. الاستخدام: {usage}"

#: Sources/CommandLineFace/CommandContext.swift:52
msgid "Missing the command after \"{command}\". Usage: {usage}"
msgstr "ينقص الأمر بعد «{command}». الاستخدام: {usage}"

#: Sources/CommandLineFace/CommandContext.swift:83
msgid "Missing the profile's name: give NAME, or leave it off and type it at the prompt on a terminal, or give it on a line of standard input (after the passcode, before the password). Usage: {usage}"
msgstr "ينقص اسم الملف الشخصي: أعطِ NAME، أو اتركه واكتبه عند الطلب في الطرفية، أو أعطه في سطر من الإدخال القياسي (بعد رمز القفل وقبل كلمة المرور). الاستخدام: {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:20
msgid "Mode"
msgstr "الوضع"

#: Sources/Features/Migration/MigrationText.swift:11
msgid "Move all your data to your new device: write an encrypted archive file, or send it directly to a device on this network. The link shown then holds the key to your data."
msgstr "انقل كل بياناتك إلى جهازك الجديد: اكتب ملف أرشيف مشفّرًا، أو أرسلها مباشرة إلى جهاز على هذه الشبكة. يحمل الرابط المعروض عندئذٍ مفتاح بياناتك."

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "كتم"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Muted \"{name}\": it will not notify."
msgstr "كُتم «{name}»: لن يرسل إشعارات."

#: Sources/Features/Desktop/DesktopText.swift:114
msgid "Muted profile"
msgstr "ملف شخصي مكتوم"

#: Sources/CommandLineFace/CommandCatalog.swift:123
msgid "NAME may be a hidden profile's: leave it off to keep it out of the process list and shell history. It is then asked for at a no-echo prompt on a terminal, or read from a line of standard input: after the passcode (with --passcode-stdin), before the password (with --password-stdin)."
msgstr "قد يكون NAME اسم ملف شخصي مخفي: اتركه كي لا يظهر في قائمة العمليات وسجل الصدفة. عندها يُطلب في مطالبة لا تُظهر ما تكتبه في الطرفية، أو يُقرأ من سطر في الإدخال القياسي: بعد رمز القفل (مع ‎--passcode-stdin‎)، وقبل كلمة المرور (مع ‎--password-stdin‎)."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Name"
msgstr "الاسم"

#: Sources/Features/Lock/LockText.swift:74
msgid "Name of the profile a self-destruct leaves (not shown): "
msgstr "اسم الملف الشخصي الذي يبقى بعد التدمير الذاتي (لا يُعرض): "

#: Sources/CommandLineFace/OnboardingCommand.swift:55
msgid "Name the operators to accept. Usage: {usage}"
msgstr "سمِّ المشغّلين المراد قبولهم. الاستخدام: {usage}"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "يلزم حرف أو رقم أو رمز."

#: Sources/CommandLineFace/ProfilesCommand.swift:59
msgid "New bio (not shown): "
msgstr "النبذة الجديدة (لا تُعرض): "

#: Sources/CommandLineFace/ProfilesCommand.swift:51
msgid "New name (not shown): "
msgstr "الاسم الجديد (لا يظهر): "

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:87
msgid "New passcode"
msgstr "رمز القفل الجديد"

#: Sources/Features/Lock/LockText.swift:51
msgid "New passcode: "
msgstr "رمز القفل الجديد: "

#: Sources/Features/Desktop/SettingsText+Desktop.swift:111
msgid "Newer"
msgstr "الأحدث"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:42
msgid "Next check"
msgstr "التحقق التالي"

#: Sources/Features/Migration/DirectTransfer.swift:89
msgid "No"
msgstr "لا"

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No chat receives on this server queue."
msgstr "لا توجد محادثة تستقبل على طابور الخادم هذا."

#: Sources/Features/Errors/ErrorReport.swift:147
msgid "No chat with \"{name}\" in the active profile."
msgstr "لا توجد محادثة مع «{name}» في الملف الشخصي النشط."

#: Sources/TerminalFace/Home/ChatListScreen.swift:21
msgid "No chats yet."
msgstr "لا محادثات بعد."

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "لا يوجد رمز للجهاز!"

#: Sources/Features/Settings/NotificationSettingsText.swift:63
msgid "No device token! Notifications start once the device provides one; your choice is saved."
msgstr "لا يوجد رمز للجهاز! تبدأ الإشعارات حين يوفّر الجهاز رمزًا؛ حُفظ اختيارك."

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "لا ملفات شخصية مطابقة."

#: Sources/TerminalFace/Home/ChatScreen.swift:21
msgid "No messages yet."
msgstr "لا توجد رسائل بعد."

#: Sources/Features/Migration/MigrationImport.swift:119
msgid "No migration link was given (the line was empty): paste the whole link the export showed."
msgstr "لم يُقدَّم رابط انتقال (كان السطر فارغًا): الصق الرابط كاملًا كما عرضه التصدير."

#: Sources/Features/Errors/ErrorReport.swift:158
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "لا يوجد مشغّل بالمعرّف «{id}». راجع 'threshold operators list'."

#: Sources/CommandLineFace/ProfilesCommand.swift:105
msgid "No profile is left: the app starts with onboarding again."
msgstr "لم يبقَ أي ملف شخصي: سيبدأ التطبيق بالإعداد الأولي من جديد."

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "لا يوجد ملف شخصي باسم «{name}»."

#: Sources/CommandLineFace/ProfilesCommand.swift:117
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "لا ملفات شخصية. أنشئ واحدًا بالأمر: threshold profiles create NAME"

#: Sources/Features/Lock/Recovery.swift:55
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later with 'threshold lock recovery-key'."
msgstr "لم يُنشأ مفتاح استرداد. من دون مفتاح استرداد، يعني فقدان مدخل حلقة المفاتيح أو نسيان رمز القفل أن البيانات لا يمكن قراءتها. أنشئ واحدًا لاحقًا بالأمر 'threshold lock recovery-key'."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:125
msgid "No release notes in this app."
msgstr "لا توجد ملاحظات إصدار في هذا التطبيق."

#: Sources/Features/Lock/RecoveryFlow.swift:109
msgid "None: a forgotten passcode or a lost keyring entry means the data can't be read. Enter makes one; it is shown once and stored nowhere."
msgstr "لا يوجد: نسيان رمز القفل أو فقدان مدخل حلقة المفاتيح يعني أن البيانات لا يمكن قراءتها. يُنشئ Enter مفتاحًا؛ يُعرض مرة واحدة ولا يُحفظ في أي مكان."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:78
msgid "Not empty, no space at either end. It must differ from the self-destruct passcode."
msgstr "غير فارغ، ودون مسافة في أوله أو آخره. يجب أن يختلف عن رمز التدمير الذاتي."

#: Sources/Features/Desktop/DesktopText.swift:65
msgid "Not now"
msgstr "ليس الآن"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "لم يتغيّر شيء على هذا الجهاز."

#: Sources/CommandLineFace/ProfilesCommand.swift:45
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "لا شيء لتغييره: أعطِ ‎--name N‎ (أو ‎--name-stdin‎) و/أو ‎--bio B‎ (أو ‎--bio-stdin‎)."

#: Sources/TerminalFace/Settings/AppUpdate+Preferences.swift:55
msgid "Nothing to show."
msgstr "لا شيء لعرضه."

#: Sources/Features/Migration/MigrationText.swift:43
msgid "Nothing was deleted."
msgstr "لم يُحذف شيء."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:61
msgid "Nothing was left behind. Press Enter to try again."
msgstr "لم يبقَ شيء خلفه. اضغط Enter لإعادة المحاولة."

#: Sources/PlainFace/PlainApp+Onboarding.swift:184
msgid "Notification mode"
msgstr "وضع الإشعارات"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "الإشعارات"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Notifications ({mode})"
msgstr "الإشعارات ({mode})"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "ستبدأ الإشعارات بمجرد أن يوفّر الجهاز رمز الإشعارات. حُفظ اختيارك."

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant (waiting for a device token)."
msgstr "الإشعارات: فورية (بانتظار رمز للجهاز)."

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant."
msgstr "الإشعارات: فورية."

#: Sources/Features/Settings/NotificationSettingsText.swift:32
msgid "Notifications: no mode chosen yet."
msgstr "الإشعارات: لم يُختر وضع بعد."

#: Sources/Features/Settings/NotificationSettingsText.swift:33
msgid "Notifications: off."
msgstr "الإشعارات: متوقفة."

#: Sources/Features/Settings/NotificationSettingsText.swift:38
msgid "Notifications: periodic, every {count} minute (waiting for a device token)."
msgid_plural "Notifications: periodic, every {count} minutes (waiting for a device token)."
msgstr[0] "الإشعارات: دورية، كل {count} دقيقة (بانتظار رمز للجهاز)."
msgstr[1] "الإشعارات: دورية، كل دقيقة (بانتظار رمز للجهاز)."
msgstr[2] "الإشعارات: دورية، كل دقيقتين (بانتظار رمز للجهاز)."
msgstr[3] "الإشعارات: دورية، كل {count} دقائق (بانتظار رمز للجهاز)."
msgstr[4] "الإشعارات: دورية، كل {count} دقيقة (بانتظار رمز للجهاز)."
msgstr[5] "الإشعارات: دورية، كل {count} دقيقة (بانتظار رمز للجهاز)."

#: Sources/Features/Settings/NotificationSettingsText.swift:40
msgid "Notifications: periodic, every {count} minute."
msgid_plural "Notifications: periodic, every {count} minutes."
msgstr[0] "الإشعارات: دورية، كل {count} دقيقة."
msgstr[1] "الإشعارات: دورية، كل دقيقة."
msgstr[2] "الإشعارات: دورية، كل دقيقتين."
msgstr[3] "الإشعارات: دورية، كل {count} دقائق."
msgstr[4] "الإشعارات: دورية، كل {count} دقيقة."
msgstr[5] "الإشعارات: دورية، كل {count} دقيقة."

#: Sources/Features/Migration/MigrationText.swift:93
msgid "Now finalize the migration on the other device: threshold migrate finalize [--delete-local]"
msgstr "الآن أنهِ الانتقال على الجهاز الآخر: threshold migrate finalize [--delete-local]"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "حسنًا"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "متوقف: لا إشعارات فورية؛ تُستلم الرسائل فقط أثناء فتح التطبيق."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:85
msgid "Off: wrong passcodes never wipe the data. Enter sets a limit. Wrong passcodes are counted across restarts."
msgstr "متوقف: رموز القفل الخاطئة لا تمحو البيانات أبدًا. Enter يعيّن حدًّا. تُحسب الرموز الخاطئة حتى بعد إعادة التشغيل."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:113
msgid "Older"
msgstr "الأقدم"

#: Sources/Features/Migration/MigrationExportText.swift:10
msgid "On the new device, with the archive copied to the same path: choose \"Migrate from another device\" on the welcome screen and paste the link, or run threshold migrate import and paste it when asked (never on the command line, where other users and shell history see it)."
msgstr "على الجهاز الجديد، بعد نسخ الأرشيف إلى المسار نفسه: اختر «الانتقال من جهاز آخر» في شاشة الترحيب والصق الرابط، أو شغّل threshold migrate import والصقه عند الطلب (وليس أبدًا في سطر الأوامر، حيث يراه المستخدمون الآخرون وسجل الصدفة)."

#: Sources/Features/Text/ScreenText.swift:15
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "على الجهاز الآخر، صدِّر من الإعدادات أو بالأمر `threshold migrate export`، ثم الصق هنا الرابط الذي يعرضه. إن لم يكن الأرشيف حيث يقول الرابط (في مجلد آخر أو على ذاكرة USB)، فسيُسأل عن مكانه."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:46
msgid "On: opens a new profile named {name}"
msgstr "مُفعّل: يفتح ملفًا شخصيًا جديدًا باسم {name}"

#: Sources/CommandLineFace/OnboardingCommand.swift:32
msgid "Onboarding is complete."
msgstr "اكتمل الإعداد الأولي."

#: Sources/CommandLineFace/OnboardingCommand.swift:31
msgid "Onboarding is needed; next step: {step}."
msgstr "يلزم الإعداد الأولي؛ الخطوة التالية: {step}."

#: Sources/CommandLineFace/OnboardingCommand.swift:35
msgid "Onboarding progress cleared; steps run again for what is eligible."
msgstr "مُسح تقدّم الإعداد الأولي؛ ستُعاد الخطوات المؤهَّلة."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:196
msgid "Open"
msgstr "فتح"

#: Sources/CommandLineFace/CommandCatalog.swift:72
msgid "Open the data with the recovery key and protect it again at the level given."
msgstr "فتح البيانات بمفتاح الاسترداد وحمايتها من جديد بالمستوى المحدد."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:212
msgid "Open your chats"
msgstr "افتح محادثاتك"

#: Sources/Features/Lock/RecoveryFlow.swift:100
msgid "Opening the data…"
msgstr "جارٍ فتح البيانات…"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "المشغّلون"

#: Sources/PlainFace/PlainApp+Onboarding.swift:267
msgid "Operators (a number toggles)"
msgstr "المشغّلون (الرقم يبدّل الاختيار)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Operators and conditions"
msgstr "المشغّلون والشروط"

#: Sources/CommandLineFace/CommandCatalog.swift:113
msgid "Options for every command: --data-dir DIR, --brand FILE, --json, --passcode-stdin."
msgstr "خيارات كل أمر: ‎--data-dir DIR‎ و‎--brand FILE‎ و‎--json‎ و‎--passcode-stdin‎."

#: Sources/Features/Migration/DirectTransfer.swift:99
msgid "Or press s to send to a device on this network, without a file."
msgstr "أو اضغط s للإرسال إلى جهاز على هذه الشبكة، دون ملف."

#: Sources/Features/Migration/MigrationText.swift:32
msgid "Or scan it:"
msgstr "أو امسحه ضوئيًا:"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:76
msgid "Passcode"
msgstr "رمز القفل"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:74
msgid "Passcode of the other device"
msgstr "رمز قفل الجهاز الآخر"

#: Sources/Features/Lock/LockText.swift:62
msgid "Passcode removed, with the self-destruct passcode and the attempt limit."
msgstr "أُزيل رمز القفل، ومعه رمز التدمير الذاتي وحدّ المحاولات."

#: Sources/Features/Lock/LockText.swift:58
msgid "Passcode set. Every command now asks for it."
msgstr "ضُبط رمز القفل. يطلبه الآن كل أمر."

#: Sources/Features/Lock/LockSettingsText.swift:85
msgid "Passcode set. Threshold asks for it at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "عُيّن رمز القفل. يطلبه Threshold عند البدء وقبل إنشاء الملفات الشخصية أو حذفها أو إخفائها أو إظهارها أو كشفها."

#: Sources/Features/Lock/LockText.swift:56
msgid "Passcode set. Threshold asks for it at start and before sensitive changes."
msgstr "ضُبط رمز القفل. يطلبه Threshold عند البدء وقبل التغييرات الحساسة."

#: Sources/Features/Text/PromptText.swift:5
msgid "Passcode: "
msgstr "رمز القفل: "

#: Sources/Features/Lock/LockText.swift:35
msgid "Passcode: {passcode}; self-destruct passcode: {selfDestruct}; wipe after wrong passcodes: {limit}"
msgstr "رمز القفل: {passcode}؛ رمز التدمير الذاتي: {selfDestruct}؛ المحو بعد رموز خاطئة: {limit}"

#: Sources/Features/Lock/LockText.swift:28
msgid "Passcode: {state}"
msgstr "رمز القفل: {state}"

#: Sources/CommandLineFace/Arguments.swift:18
msgid "Passcodes are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on the first line of standard input with --passcode-stdin."
msgstr "لا يُعطى رمز القفل وسيطًا أبدًا (يمكن لمستخدمين آخرين قراءة سطر الأوامر، والصدفة تحفظه): اكتبه في المطالبة التي لا تُظهر ما تكتبه، أو أعطه في السطر الأول من الإدخال القياسي مع ‎--passcode-stdin‎."

#: Sources/Features/Desktop/DesktopText.swift:88
msgid "Password"
msgstr "كلمة المرور"

#: Sources/CommandLineFace/CommandContext.swift:114
msgid "Password (only if \"{name}\" is a hidden profile): "
msgstr "كلمة المرور (فقط إن كان «{name}» ملفًا شخصيًا مخفيًا): "

#: Sources/CommandLineFace/ProfilesCommand.swift:83
msgid "Password of \"{name}\": "
msgstr "كلمة مرور «{name}»: "

#: Sources/Features/Profiles/ProfilesText.swift:22
msgid "Password to hide \"{name}\": "
msgstr "كلمة المرور لإخفاء «{name}»: "

#: Sources/Features/Text/PromptText.swift:7
msgid "Password: "
msgstr "كلمة المرور: "

#: Sources/CommandLineFace/Arguments.swift:16
msgid "Passwords are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on a line of standard input with --password-stdin."
msgstr "لا تُعطى كلمات المرور وسائط أبدًا (يمكن لمستخدمين آخرين قراءة سطر الأوامر، والصدفة تحفظه): اكتبها في المطالبة التي لا تُظهر ما تكتبه، أو أعطها في سطر من الإدخال القياسي مع ‎--password-stdin‎."

#: Sources/Features/Profiles/HideProfileText.swift:23
msgid "Passwords don't match."
msgstr "كلمتا المرور غير متطابقتين."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:19
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "الصق الرابط أو اكتبه  Tab تنقّل  Enter استيراد  Esc رجوع"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:190
msgid "Paste the migration link"
msgstr "الصق رابط الانتقال"

#: Sources/Features/Migration/MigrationText.swift:62
msgid "Paste the migration link: "
msgstr "الصق رابط الانتقال: "

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "Periodic interval"
msgstr "الفاصل الدوري"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "دوري: يُتحقق من الرسائل الجديدة كل {count} دقيقة؛ موفّر للبطارية."
msgstr[1] "دوري: يُتحقق من الرسائل الجديدة كل دقيقة؛ موفّر للبطارية."
msgstr[2] "دوري: يُتحقق من الرسائل الجديدة كل دقيقتين؛ موفّر للبطارية."
msgstr[3] "دوري: يُتحقق من الرسائل الجديدة كل {count} دقائق؛ موفّر للبطارية."
msgstr[4] "دوري: يُتحقق من الرسائل الجديدة كل {count} دقيقة؛ موفّر للبطارية."
msgstr[5] "دوري: يُتحقق من الرسائل الجديدة كل {count} دقيقة؛ موفّر للبطارية."

#: Sources/Features/Errors/ErrorReport.swift:255
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "رُفض الإذن: {detail} تحقّق من مالك دليل البيانات وأذوناته."

#: Sources/TerminalFace/App/MenuSheet.swift:23
msgid "PgUp/PgDn"
msgstr "PgUp/PgDn"

#: Sources/CommandLineFace/CommandCatalog.swift:85
msgid "Print every row of every table as the database key reads it (the passcode holder's view)."
msgstr "طباعة كل صف من كل جدول كما يقرؤه مفتاح قاعدة البيانات (ما يراه من يعرف رمز القفل)."

#: Sources/CommandLineFace/CommandCatalog.swift:63
msgid "Print the conditions of use."
msgstr "طباعة شروط الاستخدام."

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "لا يستطيع مشغّلو الخوادم الوصول إلى المحادثات الخاصة والمجموعات وجهات اتصالك."

#: Sources/PlainFace/PlainApp+Onboarding.swift:84
msgid "Profile \"{name}\" created."
msgstr "أُنشئ الملف الشخصي «{name}»."

#: Sources/Features/Desktop/DesktopText.swift:122
msgid "Profile actions"
msgstr "إجراءات الملف الشخصي"

#: Sources/CommandLineFace/CommandContext.swift:82
msgid "Profile name (not shown): "
msgstr "اسم الملف الشخصي (لا يظهر): "

#: Sources/Features/Lock/LockText.swift:72
msgid "Profile name after a wipe: "
msgstr "اسم الملف الشخصي بعد المحو: "

#: Sources/TerminalFace/App/AppUpdate.swift:211
msgid "Profile unhidden"
msgstr "أصبح الملف الشخصي ظاهرًا"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:54
msgid "Profiles"
msgstr "الملفات الشخصية"

#: Sources/Features/Lock/RecoveryFlow.swift:96
msgid "Protect the data with"
msgstr "حماية البيانات بـ"

#: Sources/Features/Lock/LockSettingsText.swift:121
msgid "Protect the data with {level}?"
msgstr "حماية البيانات بـ: {level}؟"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:72
msgid "Protection"
msgstr "الحماية"

#: Sources/Features/Migration/MigrationImport.swift:45
msgid "Protection: the data on this device is under a key file beside the data (no passcode)."
msgstr "الحماية: البيانات على هذا الجهاز محمية بملف مفتاح بجانبها (بدون رمز قفل)."

#: Sources/Features/Migration/MigrationImport.swift:43
msgid "Protection: the data on this device is under a passcode (the app lock)."
msgstr "الحماية: البيانات على هذا الجهاز محمية برمز قفل (قفل التطبيق)."

#: Sources/Features/Migration/MigrationImport.swift:44
msgid "Protection: the data on this device is under the desktop keyring."
msgstr "الحماية: البيانات على هذا الجهاز محمية بحلقة مفاتيح سطح المكتب."

#: Sources/Features/Lock/LockText.swift:27
msgid "Protection: {level}"
msgstr "الحماية: {level}"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "الإشعارات الفورية"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:147
msgid "QR code of the migration link"
msgstr "رمز QR لرابط الانتقال"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "خروج"

#: Sources/Features/Lock/RecoveryFlow.swift:140
msgid "Re-encrypt all data"
msgstr "إعادة تشفير كل البيانات"

#: Sources/Features/Lock/Rekey.swift:39
msgid "Re-encrypt all data under a new key"
msgstr "إعادة تشفير كل البيانات بمفتاح جديد"

#: Sources/CommandLineFace/CommandCatalog.swift:73
msgid "Re-encrypt all data under a new key (if the passcode or threshold.key may have leaked)."
msgstr "إعادة تشفير كل البيانات بمفتاح جديد (إذا كان رمز القفل أو threshold.key قد تسرّب)."

#: Sources/Features/Lock/RecoveryFlow.swift:146
msgid "Re-encrypt all data under a new key?"
msgstr "هل تريد إعادة تشفير كل البيانات بمفتاح جديد؟"

#: Sources/Features/Lock/Rekey.swift:25
msgid "Re-encrypting: {copied} of {total} pages"
msgstr "إعادة التشفير: {copied} من {total} صفحة"

#: Sources/PlainFace/PlainApp.swift:94
msgid "Read a chat"
msgstr "قراءة محادثة"

#: Sources/PlainFace/PlainApp.swift:114
msgid "Read which chat?"
msgstr "أي محادثة تقرأ؟"

#: Sources/CommandLineFace/CommandCatalog.swift:84
msgid "Receive a message as if from a contact (by --profile and --chat, or by server --queue as the messaging layer does)."
msgstr "استلام رسالة كأنها من جهة اتصال (عبر ‎--profile‎ و‎--chat‎، أو عبر طابور الخادم ‎--queue‎ كما تفعل طبقة المراسلة)."

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received quietly."
msgstr "استُلمت بلا إشعار."

#: Sources/Features/Migration/DirectTransfer.swift:166
msgid "Received {size} directly from the other device (the connection was resumed {count} time)."
msgid_plural "Received {size} directly from the other device (the connection was resumed {count} times)."
msgstr[0] "تم استلام {size} مباشرة من الجهاز الآخر (استؤنف الاتصال {count} مرة)."
msgstr[1] "تم استلام {size} مباشرة من الجهاز الآخر (استؤنف الاتصال مرة واحدة)."
msgstr[2] "تم استلام {size} مباشرة من الجهاز الآخر (استؤنف الاتصال مرتين)."
msgstr[3] "تم استلام {size} مباشرة من الجهاز الآخر (استؤنف الاتصال {count} مرات)."
msgstr[4] "تم استلام {size} مباشرة من الجهاز الآخر (استؤنف الاتصال {count} مرة)."
msgstr[5] "تم استلام {size} مباشرة من الجهاز الآخر (استؤنف الاتصال {count} مرة)."

#: Sources/Features/Migration/DirectTransfer.swift:165
msgid "Received {size} directly from the other device."
msgstr "تم استلام {size} مباشرة من الجهاز الآخر."

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received; a notification would show."
msgstr "استُلمت؛ سيظهر إشعار."

#: Sources/Features/Migration/MigrationText.swift:55
msgid "Recorded that this device's data was migrated."
msgstr "سُجّل أن بيانات هذا الجهاز نُقلت."

#: Sources/Features/Lock/RecoveryFlow.swift:103
msgid "Recovery key"
msgstr "مفتاح الاسترداد"

#: Sources/Features/Lock/RecoveryFlow.swift:114
msgid "Recovery key copied. Paste it where you keep it, then clear the clipboard."
msgstr "نُسخ مفتاح الاسترداد. الصقه حيث تحفظه، ثم امسح الحافظة."

#: Sources/Features/Lock/Recovery.swift:71
msgid "Recovery key made. With it, 'threshold lock recover' opens the data if the passcode or the keyring entry is lost."
msgstr "أُنشئ مفتاح الاسترداد. به يفتح 'threshold lock recover' البيانات إن فُقد رمز القفل أو مدخل حلقة المفاتيح."

#: Sources/Features/Lock/Recovery.swift:86
msgid "Recovery key removed: it opens nothing now."
msgstr "أُزيل مفتاح الاسترداد: لم يعد يفتح شيئًا."

#: Sources/Features/Lock/Recovery.swift:67
msgid "Recovery key: "
msgstr "مفتاح الاسترداد: "

#: Sources/Features/Migration/DirectTransfer.swift:70
msgid "Refused a connection from a device that does not have the link."
msgstr "رُفض اتصال من جهاز لا يملك الرابط."

#: Sources/Features/Migration/DirectTransfer.swift:69
msgid "Refused another device: this device is already sending."
msgstr "رُفض جهاز آخر: هذا الجهاز يرسل بالفعل."

#: Sources/Features/Lock/LockSettingsText.swift:47
msgid "Remove"
msgstr "إزالة"

#: Sources/Features/Lock/LockText.swift:47
msgid "Remove self-destruct passcode"
msgstr "إزالة رمز التدمير الذاتي"

#: Sources/Features/Lock/RecoveryFlow.swift:128
msgid "Remove the recovery key?"
msgstr "هل تريد إزالة مفتاح الاسترداد؟"

#: Sources/CommandLineFace/CommandCatalog.swift:76
msgid "Remove the self-destruct passcode."
msgstr "إزالة رمز التدمير الذاتي."

#: Sources/Features/Lock/LockSettingsText.swift:43
msgid "Remove the self-destruct passcode?"
msgstr "هل تزيل رمز التدمير الذاتي؟"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:202
msgid "Replace"
msgstr "استبدال"

#: Sources/Features/Lock/RecoveryFlow.swift:122
msgid "Replace the recovery key?"
msgstr "هل تريد استبدال مفتاح الاسترداد؟"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "مطلوب."

#: Sources/Features/Migration/MigrationText.swift:69
msgid "Retry"
msgstr "إعادة المحاولة"

#: Sources/PlainFace/PlainApp+Onboarding.swift:128
msgid "Retry loading the conditions"
msgstr "إعادة تحميل الشروط"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "أعد تحميل الشروط أولًا."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:48
msgid "Roles"
msgstr "الأدوار"

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Run 'threshold --help' for the list."
msgstr "شغّل 'threshold --help' لعرض القائمة."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:14
msgid ""
"Run 'threshold COMMAND --help' for what a command does.\n"
"Passwords are asked for without echo on a terminal, or read one per line from standard input with --password-stdin. The app-lock passcode, when set, is asked first (no echo), or read from the first line of standard input with --passcode-stdin. No secret is ever an argument (other users read command lines through /proc; shells keep them): leave LINK off 'migrate import', and NAME off a command whose profile may be hidden, to be asked at a no-echo prompt or to give it on standard input. Lines of standard input are read in this order: the passcode, the profile's name or the migration link, the new name (--name-stdin), the profile password, a new passcode. With --json the result or the error is one JSON object on stdout.\n"
"Exit codes: 0 success, 1 refused by a rule or bad data, 2 usage error.\n"
"Data directory: --data-dir, else $THRESHOLD_HOME, else $XDG_DATA_HOME/threshold, else ~/.local/share/threshold.\n"
"Language: --lang, else 'threshold language', else $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps: pseudo-locale)."
msgstr ""
"شغّل 'threshold COMMAND --help' لمعرفة ما يفعله أمر.\n"
"تُطلب كلمات المرور دون إظهار في الطرفية، أو تُقرأ واحدة في كل سطر من الإدخال القياسي مع ‎--password-stdin‎. يُطلب رمز قفل التطبيق، إن عُيّن، أولًا (دون إظهار)، أو يُقرأ من السطر الأول من الإدخال القياسي مع ‎--passcode-stdin‎. لا يكون أي سر وسيطًا أبدًا (يقرأ مستخدمون آخرون أسطر الأوامر عبر /proc؛ والصدفة تحفظها): اترك LINK في 'migrate import'، وNAME في أمر قد يكون ملفه الشخصي مخفيًا، ليُطلب في مطالبة لا تُظهر ما تكتبه أو لتعطيه عبر الإدخال القياسي. تُقرأ أسطر الإدخال القياسي بهذا الترتيب: رمز القفل، ثم اسم الملف الشخصي أو رابط الانتقال، ثم الاسم الجديد (‎--name-stdin‎)، ثم كلمة مرور الملف الشخصي، ثم رمز قفل جديد. مع ‎--json‎ تكون النتيجة أو الخطأ كائن JSON واحدًا على stdout.\n"
"رموز الخروج: 0 نجاح، 1 رفض بقاعدة أو بيانات غير صالحة، 2 خطأ في الاستخدام.\n"
"مجلد البيانات: ‎--data-dir‎، وإلا $THRESHOLD_HOME، وإلا $XDG_DATA_HOME/threshold، وإلا ‎~/.local/share/threshold‎.\n"
"اللغة: ‎--lang‎، وإلا 'threshold language'، وإلا $LANGUAGE و$LC_ALL و$LC_MESSAGES و$LANG (‎--lang qps‎: لغة تجريبية)."

#: Sources/CommandLineFace/MigrateCommand.swift:179
msgid "Same code on both devices?"
msgstr "هل الرمز نفسه على الجهازين؟"

#: Sources/Features/Profiles/HideProfileText.swift:17
msgid "Save profile password"
msgstr "حفظ كلمة مرور الملف الشخصي"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:106
msgid "Saved."
msgstr "تم الحفظ."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:47
msgid "Saving…"
msgstr "جارٍ الحفظ…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "ابحث أو أدخل كلمة مرور"

#: Sources/PlainFace/PlainApp.swift:127
msgid "Search or enter password (empty for all): "
msgstr "ابحث أو أدخل كلمة مرور (اتركه فارغًا لعرض الكل): "

#: Sources/CommandLineFace/DevCommand.swift:19
msgid "Seeded profiles: {profiles}, chats: {chats}, messages: {messages}."
msgstr "أُنشئت: ملفات شخصية: {profiles}، محادثات: {chats}، رسائل: {messages}."

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Select at least one operator to accept the conditions."
msgstr "اختر مشغّلًا واحدًا على الأقل لقبول الشروط."

#: Sources/PlainFace/PlainApp+Onboarding.swift:147
msgid "Select at least one operator."
msgstr "اختر مشغّلًا واحدًا على الأقل."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:165
msgid "Select the link to copy it. Esc back"
msgstr "حدّد الرابط لنسخه. Esc رجوع"

#: Sources/Features/Lock/LockSettingsText.swift:10
msgid "Self-destruct passcode"
msgstr "رمز التدمير الذاتي"

#: Sources/Features/Lock/LockSettingsText.swift:96
msgid "Self-destruct passcode removed."
msgstr "أُزيل رمز التدمير الذاتي."

#: Sources/Features/Lock/LockText.swift:64
msgid "Self-destruct passcode set."
msgstr "ضُبط رمز التدمير الذاتي."

#: Sources/Features/Lock/LockSettingsText.swift:93
msgid "Self-destruct passcode set. Entered at any passcode prompt, it wipes all data and opens a new profile named \"{name}\"."
msgstr "عُيّن رمز التدمير الذاتي. إذا أُدخل عند أي طلب لرمز القفل، يمحو كل البيانات ويفتح ملفًا شخصيًا جديدًا باسم «{name}»."

#: Sources/Features/Lock/LockText.swift:53
msgid "Self-destruct passcode: "
msgstr "رمز التدمير الذاتي: "

#: Sources/Features/Lock/LockText.swift:29
msgid "Self-destruct passcode: {state}"
msgstr "رمز التدمير الذاتي: {state}"

#: Sources/CommandLineFace/CommandCatalog.swift:81
msgid "Send the owed requests now."
msgstr "إرسال الطلبات المعلّقة الآن."

#: Sources/Features/Migration/DirectTransfer.swift:37
msgid "Send to a device on this network"
msgstr "الإرسال إلى جهاز على هذه الشبكة"

#: Sources/Features/Migration/DirectTransfer.swift:80
msgid "Sent {size} to the new device. This device no longer listens. Finalize the migration here once the new device shows your data (threshold migrate finalize)."
msgstr "تم إرسال {size} إلى الجهاز الجديد. لم يعد هذا الجهاز ينتظر الاتصال. أكمِل الانتقال هنا حين يعرض الجهاز الجديد بياناتك (threshold migrate finalize)."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Server operators"
msgstr "مشغّلو الخوادم"

#: Sources/Features/Lock/LockSettingsText.swift:25
msgid "Set a passcode first"
msgstr "عيّن رمز قفل أولًا"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "عيّن رمز قفل أولًا: threshold lock set."

#: Sources/Features/Lock/LockSettingsText.swift:79
msgid "Set limit"
msgstr "تعيين الحد"

#: Sources/CommandLineFace/CommandCatalog.swift:70
msgid "Set or change the passcode; --rekey (asked on a terminal) also re-encrypts all data under a new key."
msgstr "ضبط رمز القفل أو تغييره؛ ‏--rekey (يُسأل عنه على الطرفية) يعيد أيضًا تشفير كل البيانات بمفتاح جديد."

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Set passcode"
msgstr "تعيين رمز القفل"

#: Sources/Features/Lock/LockSettingsText.swift:67
msgid "Set self-destruct passcode"
msgstr "تعيين رمز التدمير الذاتي"

#: Sources/CommandLineFace/CommandCatalog.swift:75
msgid "Set the self-destruct passcode and the profile left after a wipe (without NAME: the name from standard input, after the passcode)."
msgstr "ضبط رمز التدمير الذاتي والملف الشخصي الذي يبقى بعد المحو (بدون NAME: الاسم من الإدخال القياسي، بعد رمز القفل)."

#: Sources/Features/Lock/LockSettingsText.swift:61
msgid "Set the self-destruct passcode?"
msgstr "هل تعيّن رمز التدمير الذاتي؟"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:77
msgid "Set: entering it opens a new profile named \"{name}\". Enter changes it; x removes it. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "معيَّن: إدخاله يفتح ملفًا شخصيًا جديدًا باسم «{name}». Enter يغيّره؛ وx يزيله. إذا أُدخل عند أي طلب لرمز القفل، يمحو كل البيانات على هذا الجهاز ويفتح ذلك الملف الشخصي وحده، كما يفعل فتح القفل العادي."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "الإعدادات"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "Settings · Notifications"
msgstr "الإعدادات · الإشعارات"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:11
msgid "Settings · Server operators"
msgstr "الإعدادات · مشغّلو الخوادم"

#: Sources/CommandLineFace/CommandCatalog.swift:58
msgid "Show a chat of the active profile (its messages) and mark it read."
msgstr "عرض محادثة للملف الشخصي النشط (رسائلها) ووسمها مقروءة."

#: Sources/CommandLineFace/CommandCatalog.swift:79
msgid "Show or choose the language (de, fr, es, ru, ja, ar, qps; system: from LANGUAGE/LANG)."
msgstr "عرض اللغة أو اختيارها (de وfr وes وru وja وar وqps؛ system: من LANGUAGE/LANG)."

#: Sources/CommandLineFace/CommandCatalog.swift:64
msgid "Show or choose the notification mode."
msgstr "عرض وضع الإشعارات أو اختياره."

#: Sources/CommandLineFace/CommandCatalog.swift:69
msgid "Show the app lock's settings."
msgstr "عرض إعدادات قفل التطبيق."

#: Sources/CommandLineFace/CommandCatalog.swift:65
msgid "Show what's new since you last looked (--all: every version)."
msgstr "عرض الجديد منذ آخر مرة نظرت فيها (‎--all‎: كل الإصدارات)."

#: Sources/CommandLineFace/CommandCatalog.swift:59
msgid "Show which onboarding steps are done and which is next."
msgstr "عرض خطوات الإعداد الأولي المنجزة والخطوة التالية."

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:23
msgid "Skip"
msgstr "تخطٍّ"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:68
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Space تبديل  ←→ المشغّل  Esc إغلاق"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:98
msgid "Starting the import…"
msgstr "جارٍ بدء الاستيراد…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:54
msgid "Starting…"
msgstr "جارٍ البدء…"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:124
msgid "Step {index} of {total}"
msgstr "الخطوة {index} من {total}"

#: Sources/CommandLineFace/CommandCatalog.swift:51
msgid "Stop a profile's notifications."
msgstr "إيقاف إشعارات ملف شخصي."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:208
msgid "Stop the import"
msgstr "إيقاف الاستيراد"

#: Sources/Features/Migration/DirectTransfer.swift:143
msgid "Stop the import? Nothing on this device changes."
msgstr "إيقاف الاستيراد؟ لن يتغيّر شيء على هذا الجهاز."

#: Sources/Features/Migration/DirectTransfer.swift:110
msgid "Stopped. No transfer was made, and this device no longer listens."
msgstr "تم الإيقاف. لم يُنقل شيء، ولم يعد هذا الجهاز في انتظار الاتصال."

#: Sources/Features/Migration/DirectTransfer.swift:151
msgid "Stopping the import…"
msgstr "جارٍ إيقاف الاستيراد…"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "التبديل إلى هذا الملف الشخصي"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:48
msgid "Switch to {name}"
msgstr "التبديل إلى {name}"

#: Sources/PlainFace/PlainApp.swift:96
msgid "Switch to {name} ({count} unread)"
msgstr "التبديل إلى {name} (غير المقروءة: {count})"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:13
msgid "Tab move  Enter choose  c create  m migrate  i how it works  Ctrl-C quit"
msgstr "Tab تنقّل  Enter اختيار  c إنشاء  m انتقال  i كيف يعمل  Ctrl-C خروج"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Tab next  Enter next/create"
msgstr "Tab التالي  Enter التالي/إنشاء"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/create  Esc back"
msgstr "Tab التالي  Enter التالي/إنشاء  Esc رجوع"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:11
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab التالي  Enter التالي/حفظ  Esc رجوع"

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Tab next  Enter save  Esc back"
msgstr "Tab التالي  Enter حفظ  Esc رجوع"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Ctrl-C quit"
msgstr "Tab التالي  ←→ المستوى  Enter التالي/فتح  Ctrl-C خروج"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Esc back"
msgstr "Tab التالي  ←→ المستوى  Enter التالي/فتح  Esc رجوع"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "عرّف جهات اتصالك بنفسك"

#: Sources/PlainFace/PlainApp+Onboarding.swift:77
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "حجم هذه النبذة {size}/{limit} بايت؛ اختصرها."

#: Sources/Features/Errors/ErrorReport.swift:137
msgid "That is not a recovery key: it has 40 letters and digits in 8 groups (a typo makes its check fail). Nothing was tried or changed."
msgstr "هذا ليس مفتاح استرداد: فيه 40 حرفًا ورقمًا في 8 مجموعات (الخطأ في الكتابة يُفشل فحصه). لم يُجرَّب شيء ولم يتغيّر شيء."

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "هذا ليس رمز قفل الجهاز الآخر."

#: Sources/Features/Errors/ErrorReport.swift:192
msgid "That is not the passcode of the device the archive comes from. Nothing was changed; import again with that device's app passcode."
msgstr "هذا ليس رمز قفل الجهاز الذي جاء منه الأرشيف. لم يتغير شيء؛ استورد مرة أخرى برمز قفل التطبيق على ذلك الجهاز."

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "لا يمكن حذف الملف الشخصي النشط. انتقل إلى ملف شخصي آخر أولًا."

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "لا يمكن إخفاء الملف الشخصي النشط. انتقل إلى ملف شخصي آخر أولًا."

#: Sources/Features/Lock/LockSettingsText.swift:89
msgid "The app lock is off. The self-destruct passcode and the attempt limit were removed too."
msgstr "قفل التطبيق متوقف. أُزيل أيضًا رمز التدمير الذاتي وحدّ المحاولات."

#: Sources/Features/Migration/MigrationImport.swift:178
msgid "The archive comes from a device locked with a passcode, and this screen can't ask for that passcode yet: import it with threshold --plain (Migrate from another device) or threshold migrate import, which ask for it."
msgstr "الأرشيف من جهاز مقفل برمز قفل، ولا تستطيع هذه الشاشة طلب ذلك الرمز بعد: استورده بـ threshold --plain (الانتقال من جهاز آخر) أو threshold migrate import، فهما يطلبانه."

#: Sources/Features/Migration/MigrationText.swift:77
msgid "The archive comes from a device locked with a passcode. Its passcode (empty to import without it): "
msgstr "الأرشيف من جهاز مقفل برمز قفل. رمزه (فارغ للاستيراد بدونه): "

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "يأتي الأرشيف من جهاز مقفل برمز. اكتب ذلك الرمز ليبقى هذا الجهاز مقفلًا به، أو اتركه فارغًا للاستيراد دونه."

#: Sources/CommandLineFace/MigrateCommand.swift:148
msgid "The archive comes from a device locked with a passcode: give that passcode on the next line of standard input, or import without it with --without-lock (this device is then unlocked). Nothing was changed."
msgstr "الأرشيف من جهاز مقفل برمز قفل: قدّم ذلك الرمز في السطر التالي من الإدخال القياسي، أو استورد بدونه مع --without-lock (يصبح هذا الجهاز عندئذٍ غير مقفل). لم يتغير شيء."

#: Sources/Features/Errors/ErrorReport.swift:187
msgid "The archive comes from a newer version of Threshold (schema {archive}; this version knows {supported}). Update Threshold, then import again. Nothing was changed."
msgstr "الأرشيف من إصدار أحدث من Threshold (المخطط {archive}؛ يعرف هذا الإصدار {supported}). حدّث Threshold ثم استورد مرة أخرى. لم يتغير شيء."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:145
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "الأرشيف جاهز. على الجهاز الآخر، اختر «الانتقال من جهاز آخر» وامسح الرمز أو الصق الرابط."

#: Sources/Features/Lock/LockSettingsText.swift:32
msgid "The attempt limit counts wrong passcodes: set a passcode first."
msgstr "يحسب حدّ المحاولات رموز القفل الخاطئة: عيّن رمز قفل أولًا."

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "يجب أن يكون حد المحاولات عددًا صحيحًا من 1 إلى {limit}، أو off."

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "حجم النبذة {size} بايت؛ والحد {limit} بايت."

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "لا يمكن استخدام ملف العلامة التجارية:"

#: Sources/Features/Errors/ErrorReport.swift:204
msgid "The code you typed is not the one this device computed: the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "الرمز الذي كتبته ليس الرمز الذي حسبه هذا الجهاز: الرابط لا يقود إلى جهازك الآخر (استُبدل، أو هناك من يتوسّط). لم يُستورد شيء؛ صدّر مرة أخرى على جهازك الآخر واستخدم رابطه الجديد."

#: Sources/Features/Migration/DirectTransfer.swift:159
msgid "The codes differ, so the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "الرمزان مختلفان، إذن فالرابط لا يقود إلى جهازك الآخر (استُبدل، أو هناك من يتوسّط). لم يُستورد شيء؛ صدّر مرة أخرى على جهازك الآخر واستخدم رابطه الجديد."

#: Sources/Features/Migration/DirectTransfer.swift:76
msgid "The connection broke after {size}. Still listening, so the new device can resume."
msgstr "انقطع الاتصال بعد {size}. لا يزال في الانتظار حتى يتمكن الجهاز الجديد من الاستئناف."

#: Sources/Features/Errors/ErrorReport.swift:235
msgid "The data folder can't be written (read-only or no permission). Only reading works."
msgstr "لا يمكن الكتابة في مجلد البيانات (للقراءة فقط أو دون إذن). القراءة وحدها تعمل."

#: Sources/Features/Errors/ErrorReport.swift:222
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "البيانات مستخدمة من عملية Threshold أخرى. أعد المحاولة عندما تنتهي."

#: Sources/Features/Lock/LockSettingsText.swift:132
msgid "The data is now protected by: {level}."
msgstr "البيانات محمية الآن بـ: {level}."

#: Sources/Features/Lock/Recovery.swift:76
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one with 'threshold lock recovery-key' if it may have been seen."
msgstr "البيانات مفتوحة من جديد، ومحمية الآن بمستوى {level}. ما زال مفتاح الاسترداد صالحًا؛ أنشئ واحدًا جديدًا بالأمر 'threshold lock recovery-key' إن كان قد رآه أحد."

#: Sources/Features/Lock/Rekey.swift:35
msgid "The data key was kept (only re-wrapped): whoever has an old copy of threshold.key and the old passcode can still read the data. Run 'threshold lock rekey' (or choose Re-encrypt all data) if the old passcode leaked."
msgstr "أُبقي مفتاح البيانات (أُعيد تغليفه فقط): من يملك نسخة قديمة من threshold.key ورمز القفل القديم ما زال يستطيع قراءة البيانات. شغّل 'threshold lock rekey' (أو اختر «إعادة تشفير كل البيانات») إن تسرّب رمز القفل القديم."

#: Sources/Features/Errors/ErrorReport.swift:227
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "تعذّر فتح قاعدة البيانات ({detail}). تحقّق من أن دليل البيانات ملكك وقابل للكتابة."

#: Sources/Features/Errors/ErrorReport.swift:224
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "ملف قاعدة البيانات تالف أو ليس قاعدة بيانات Threshold. لم يُغيَّر."

#: Sources/Features/Errors/ErrorReport.swift:243
msgid "The database file is empty (0 bytes): the data is lost or was replaced. It was not treated as a new install."
msgstr "ملف قاعدة البيانات فارغ (0 بايت): البيانات مفقودة أو استُبدلت. لم يُعامَل كتثبيت جديد."

#: Sources/Features/Errors/ErrorReport.swift:239
msgid "The database is encrypted and no key was given."
msgstr "قاعدة البيانات مشفّرة ولم يُعطَ أي مفتاح."

#: Sources/Features/Errors/ErrorReport.swift:241
msgid "The database is not encrypted yet; it must be converted first."
msgstr "قاعدة البيانات غير مشفّرة بعد؛ يجب تحويلها أولًا."

#: Sources/Features/Errors/ErrorReport.swift:237
msgid "The database key does not open this database. It was not changed."
msgstr "مفتاح قاعدة البيانات لا يفتح قاعدة البيانات هذه. لم تُغيَّر."

#: Sources/Features/Lock/LockText.swift:94
msgid "The database key is now kept by the desktop keyring. If that keyring entry is lost, only a recovery key opens the data."
msgstr "صار مفتاح قاعدة البيانات محفوظًا في حلقة مفاتيح سطح المكتب. إذا فُقد ذلك المدخل، فلا يفتح البيانات إلا مفتاح استرداد."

#: Sources/Features/Lock/LockText.swift:95
msgid "The database key is now kept in threshold.key beside the data. This protects copies of the database file alone, not your account."
msgstr "صار مفتاح قاعدة البيانات محفوظًا في threshold.key بجانب البيانات. هذا يحمي نسخ ملف قاعدة البيانات وحده، لا حسابك."

#: Sources/Features/Lock/LockSettingsText.swift:126
msgid "The database key moves into a key file beside the data: this protects copies of the database, not a copy of the whole folder."
msgstr "ينتقل مفتاح قاعدة البيانات إلى ملف مفتاح بجانب البيانات: هذا يحمي نسخ قاعدة البيانات، لا نسخة المجلد كله."

#: Sources/Features/Lock/LockSettingsText.swift:125
msgid "The database key moves into the desktop keyring (Secret Service): whoever copies the data folder can't read it without your login keyring."
msgstr "ينتقل مفتاح قاعدة البيانات إلى حلقة مفاتيح سطح المكتب (Secret Service): من ينسخ مجلد البيانات لا يستطيع قراءته دون حلقة مفاتيح تسجيل دخولك."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:77
msgid "The desktop keyring"
msgstr "حلقة مفاتيح سطح المكتب"

#: Sources/Features/Errors/ErrorReport.swift:133
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Open it with your recovery key: threshold lock recover. Nothing was changed."
msgstr "لا تحوي حلقة مفاتيح سطح المكتب مفتاحًا لهذه البيانات (أُزيل مدخلها، أو هذه حلقة أخرى). افتحها بمفتاح الاسترداد: threshold lock recover. لم يتغيّر شيء."

#: Sources/Features/Lock/RecoveryFlow.swift:93
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). This data has a recovery key: type it to open the data, then choose how to protect it from now on."
msgstr "لا تحوي حلقة مفاتيح سطح المكتب مفتاحًا لهذه البيانات (أُزيل مدخلها، أو هذه حلقة أخرى). لهذه البيانات مفتاح استرداد: اكتبه لفتح البيانات، ثم اختر كيف تحميها من الآن فصاعدًا."

#: Sources/Features/Errors/ErrorReport.swift:135
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Threshold keeps no other copy and no recovery key was made: without that entry the data can't be read. Restore the keyring from a backup, or log in to the desktop session whose keyring holds it; nothing was changed."
msgstr "لا تحوي حلقة مفاتيح سطح المكتب مفتاحًا لهذه البيانات (أُزيل مدخلها، أو هذه حلقة أخرى). لا يحتفظ Threshold بنسخة أخرى ولم يُنشأ مفتاح استرداد: من دون ذلك المدخل لا يمكن قراءة البيانات. استعد حلقة المفاتيح من نسخة احتياطية، أو سجّل الدخول إلى جلسة سطح المكتب التي تحويه؛ لم يتغيّر شيء."

#: Sources/Features/Migration/DirectTransfer.swift:73
msgid "The device left before confirming the short code. Still listening."
msgstr "غادر الجهاز قبل تأكيد الرمز القصير. لا يزال في الانتظار."

#: Sources/Features/Errors/ErrorReport.swift:233
msgid "The disk is full. Free some space and try again; what was being saved was not saved."
msgstr "القرص ممتلئ. أفرغ بعض المساحة وحاول مرة أخرى؛ لم يُحفظ ما كان قيد الحفظ."

#: Sources/Features/Errors/ErrorReport.swift:245
msgid "The disk reported an error while reading or writing the data ({detail}). What was being saved was not saved; the data already stored was not changed."
msgstr "أبلغ القرص عن خطأ أثناء قراءة البيانات أو كتابتها ({detail}). لم يُحفظ ما كان قيد الحفظ؛ ولم تتغيّر البيانات المحفوظة من قبل."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:60
msgid "The export failed: {reason}"
msgstr "فشل التصدير: {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:20
msgid "The import was stopped before the codes were compared."
msgstr "أُوقف الاستيراد قبل مقارنة الرمزين."

#: Sources/Features/Migration/MigrationImport.swift:222
msgid "The import was stopped before the other device's passcode was given."
msgstr "أُوقف الاستيراد قبل تقديم رمز قفل الجهاز الآخر."

#: Sources/Features/Migration/DirectTransfer.swift:155
msgid "The import was stopped."
msgstr "أُوقف الاستيراد."

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "تعذّرت كتابة ملف المفتاح ({reason}). ما زالت الإعدادات السابقة سارية."

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "تعذّرت قراءة ملف المفتاح threshold.key بجانب قاعدة البيانات: {reason}. لم يتغيّر أو يُمحَ شيء."

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "ملف المفتاح threshold.key بجانب قاعدة البيانات تالف أو من إصدار أحدث من Threshold. لم يتغيّر أو يُمحَ شيء؛ استعد الملف من نسخة احتياطية، أو حدّث Threshold."

#: Sources/Features/Lock/RecoveryFlow.swift:119
msgid "The key is hidden now. Type it from what you wrote down (dashes and spaces don't matter): it is stored only if it matches."
msgstr "المفتاح مخفي الآن. اكتبه مما دوّنته (الشرطات والمسافات لا تهم): لا يُحفظ إلا إذا طابق."

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "لا يمكن إخفاء آخر ملف شخصي ظاهر. أنشئ ملفًا شخصيًا آخر أولًا."

#: Sources/Features/Errors/ErrorReport.swift:181
msgid "The migration archive can't be found or read: {detail} Nothing was changed."
msgstr "تعذّر العثور على أرشيف الانتقال أو قراءته: {detail} لم يتغير شيء."

#: Sources/Features/Errors/ErrorReport.swift:185
msgid "The migration archive is damaged or incomplete: {detail} Nothing was changed; export it again on the other device."
msgstr "أرشيف الانتقال تالف أو ناقص: {detail} لم يتغير شيء؛ صدّره مرة أخرى على الجهاز الآخر."

#: Sources/CommandLineFace/Arguments.swift:20
msgid "The migration link holds the archive's key, so it is never an option: run 'threshold migrate import' and paste it when asked, or give it on the first line of standard input."
msgstr "يحمل رابط الانتقال مفتاح الأرشيف، فلا يكون خيارًا أبدًا: شغّل 'threshold migrate import' والصقه حين يُطلب، أو أعطه في السطر الأول من الإدخال القياسي."

#: Sources/PlainFace/PlainApp.swift:265
msgid "The name needs at least one letter, number or symbol."
msgstr "يحتاج الاسم إلى حرف أو رقم أو رمز واحد على الأقل."

#: Sources/Features/Migration/DirectTransfer.swift:65
msgid "The new device reconnected: sending again from {size}."
msgstr "أعاد الجهاز الجديد الاتصال: يُستأنف الإرسال من {size}."

#: Sources/Features/Lock/Recovery.swift:82
msgid "The old recovery key opened the old key and now opens nothing. Make a new one with 'threshold lock recovery-key'."
msgstr "كان مفتاح الاسترداد القديم يفتح المفتاح القديم ولم يعد يفتح شيئًا. أنشئ واحدًا جديدًا بالأمر 'threshold lock recovery-key'."

#: Sources/Features/Settings/SettingsText.swift:19
msgid "The onboarding and private profiles of a messenger without user identifiers. Everything stays on this device until you share it."
msgstr "الإعداد الأولي والملفات الشخصية الخاصة لتطبيق مراسلة بلا معرّفات مستخدمين. يبقى كل شيء على هذا الجهاز حتى تشاركه."

#: Sources/Features/Migration/MigrationImport.swift:59
msgid "The other device was locked with a passcode, and you imported without it: this device is now unlocked (Threshold opens without a passcode). To set one: threshold lock set, or Settings › App lock."
msgstr "كان الجهاز الآخر مقفلًا برمز قفل، واستوردت بدونه: هذا الجهاز الآن غير مقفل (يفتح Threshold بدون رمز). لضبط رمز: threshold lock set، أو الإعدادات › قفل التطبيق."

#: Sources/Features/Errors/ErrorReport.swift:200
msgid "The other device was not trusted: {detail}"
msgstr "لم يُوثَق بالجهاز الآخر: {detail}"

#: Sources/CommandLineFace/OutboxCommand.swift:18
msgid "The outbox is empty."
msgstr "صندوق الصادر فارغ."

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "يجب أن يختلف رمز القفل عن رمز التدمير الذاتي. اختر رمزًا آخر."

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "لا يمكن أن يبدأ رمز المرور أو ينتهي بمسافة."

#: Sources/Features/Lock/LockSettingsText.swift:17
msgid "The passcode is asked at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "يُطلب رمز القفل عند البدء وقبل إنشاء الملفات الشخصية أو حذفها أو إخفائها أو إظهارها أو كشفها."

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "رمز القفل مفعّل، فالبيانات محمية به. أوقفه أولًا (threshold lock clear) لاختيار مستوى آخر."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:83
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "رمز القفل مُفعّل، فهو يحمي البيانات. أوقفه أولًا لاختيار مستوى آخر."

#: Sources/Features/Errors/ErrorReport.swift:128
msgid "The passcode was not checked because the attempt could not be recorded ({reason}). Make the data directory writable (free some disk space), then try again."
msgstr "لم يُتحقق من رمز القفل لأن المحاولة لم تُسجَّل ({reason}). اجعل دليل البيانات قابلًا للكتابة (وفّر مساحة على القرص)، ثم حاول مرة أخرى."

#: Sources/Features/Lock/NewPasscode.swift:23
msgid "The passcodes don't match."
msgstr "رمزا المرور غير متطابقين."

#: Sources/Features/Errors/ErrorReport.swift:100
msgid "The password can't be empty."
msgstr "لا يمكن أن تكون كلمة المرور فارغة."

#: Sources/Features/Errors/ErrorReport.swift:101
msgid "The password can't start or end with a space."
msgstr "لا يمكن أن تبدأ كلمة المرور أو تنتهي بمسافة."

#: Sources/TerminalFace/App/AppUpdate.swift:212
msgid "The profile is visible again (still muted). Its password no longer reveals it."
msgstr "أصبح الملف الشخصي ظاهرًا من جديد (ما زال مكتومًا). لم تعد كلمة مروره تكشفه."

#: Sources/CommandLineFace/CommandContext.swift:86
msgid "The profile name read from standard input is empty. Usage: {usage}"
msgstr "اسم الملف الشخصي المقروء من الإدخال القياسي فارغ. الاستخدام: {usage}"

#: Sources/Features/Lock/RecoveryFlow.swift:89
msgid "The recovery key opens the data if the passcode is forgotten or the keyring entry is lost. Then choose how to protect the data from now on."
msgstr "يفتح مفتاح الاسترداد البيانات إن نُسي رمز القفل أو فُقد مدخل حلقة المفاتيح. ثم اختر كيف تحمي البيانات من الآن فصاعدًا."

#: Sources/Features/Lock/RecoveryFlow.swift:131
msgid "The recovery key then opens nothing. Without one, a forgotten passcode or a lost keyring entry means the data can't be read."
msgstr "لن يفتح مفتاح الاسترداد شيئًا بعد ذلك. ومن دونه، يعني نسيان رمز القفل أو فقدان مدخل حلقة المفاتيح أن البيانات لا يمكن قراءتها."

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "The recovery key typed back differs from the one shown. Nothing was stored; try again."
msgstr "مفتاح الاسترداد المكتوب يختلف عن المعروض. لم يُحفظ شيء؛ حاول مرة أخرى."

#: Sources/Features/Lock/LockSettingsText.swift:28
msgid "The self-destruct passcode works at the passcode prompt: set a passcode first."
msgstr "يعمل رمز التدمير الذاتي عند طلب رمز القفل: عيّن رمز قفل أولًا."

#: Sources/Features/Lock/LockText.swift:90
msgid "The two passcodes differ; nothing was changed."
msgstr "رمزا القفل مختلفان؛ لم يتغير شيء."

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "رمزا القفل المكتوبان مختلفان. لم يتغيّر شيء؛ حاول مرة أخرى."

#: Sources/Features/Profiles/ProfilesText.swift:25
msgid "The two passwords differ; nothing was changed."
msgstr "كلمتا المرور مختلفتان؛ لم يتغيّر شيء."

#: Sources/Features/Settings/SettingsText.swift:12
msgid "Theme"
msgstr "السمة"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "There is no active profile. Create one first."
msgstr "لا يوجد ملف شخصي نشط. أنشئ واحدًا أولًا."

#: Sources/Features/Migration/MigrationImport.swift:57
msgid "There is no attempt limit, as before."
msgstr "كما كان من قبل، لا يوجد حدّ للمحاولات."

#: Sources/CommandLineFace/OnboardingCommand.swift:88
msgid "This app has no conditions document."
msgstr "لا يحتوي هذا التطبيق على مستند شروط."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:88
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "لا يتضمن هذا الإصدار تطبيقًا تفاعليًا. شغّل 'threshold --help' لعرض الأوامر."

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "This data has no recovery key. Nothing was changed."
msgstr "ليس لهذه البيانات مفتاح استرداد. لم يتغيّر شيء."

#: Sources/Features/Errors/ErrorReport.swift:220
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "كُتبت هذه البيانات بإصدار أحدث من Threshold. حدّث Threshold؛ لم تتغيّر البيانات."

#: Sources/Features/Errors/ErrorReport.swift:190
msgid "This device already holds Threshold data. Nothing was changed; to replace all data here with the archive, import again with --replace."
msgstr "يحتوي هذا الجهاز على بيانات Threshold بالفعل. لم يتغير شيء؛ لاستبدال كل البيانات هنا بالأرشيف، استورد مرة أخرى مع --replace."

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "يحتوي هذا الجهاز على بيانات بالفعل. أتستبدلها بالبيانات المستوردة؟"

#: Sources/Features/Migration/DirectTransfer.swift:42
msgid "This device is ready to send all its data directly to your new device on this network, once, within {seconds} seconds. On the new device, run threshold migrate import (or choose \"Migrate from another device\") and paste this link when asked. It holds the key to your data: share it only with yourself."
msgstr "هذا الجهاز جاهز لإرسال كل بياناته مباشرة إلى جهازك الجديد على هذه الشبكة، مرة واحدة، خلال {seconds} ثانية. على الجهاز الجديد، شغّل threshold migrate import (أو اختر \"الانتقال من جهاز آخر\") والصق هذا الرابط عند طلبه. يحتوي على مفتاح بياناتك: لا تشاركه إلا مع نفسك."

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "البيانات المختومة لهذا الملف الشخصي المخفي تالفة ولا يمكن قراءتها."

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "This migration link can't be used: {detail} Nothing was changed."
msgstr "لا يمكن استخدام رابط الانتقال هذا: {detail} لم يتغير شيء."

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "رمز المرور هذا قصير. من ينسخ مجلد البيانات يستطيع تجربة رموز المرور دون اتصال، بتشغيل scrypt مرة لكل رمز: تُكسر كل الرموز المكوّنة من 4 أرقام في دقائق، وكل الرموز المكوّنة من 6 أرقام في ساعات (docs/security.md). عبارة مرور من عدة كلمات أقوى بكثير."

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "هذا الملف الشخصي مخفي بالفعل."

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "هذا الملف الشخصي ليس مخفيًا."

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "This recovery key does not open this data. Nothing was changed."
msgstr "مفتاح الاسترداد هذا لا يفتح هذه البيانات. لم يتغيّر شيء."

#: Sources/Features/Desktop/DesktopText.swift:136
msgid "Threshold can't open its data"
msgstr "لا يستطيع Threshold فتح بياناته"

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "تعذّر على Threshold إكمال تجهيز بياناته ({reason}). اجعل مجلد البيانات قابلًا للكتابة أو وفّر بعض المساحة، ثم شغّل Threshold مرة أخرى: سيُكمل التجهيز حينها."

#: Sources/Features/Text/ScreenText.swift:7
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "لا توجد في Threshold معرّفات للمستخدمين: تبقى ملفاتك الشخصية على هذا الجهاز ولا تُشارَك إلا مع جهات الاتصال التي تختارها. تنقل الخوادم الرسائل دون أن تعرف من يتحدث مع من، ويمكن لأي شخص تشغيل خادم."

#: Sources/Features/Desktop/DesktopText.swift:134
msgid "Threshold is already open"
msgstr "Threshold مفتوح بالفعل"

#: Sources/Features/Errors/ErrorReport.swift:166
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "يعمل Threshold بالفعل على {directory} (التطبيق، أو أمر يستبدل بياناته). أغلقه أولًا، أو استخدم --data-dir آخر؛ لم يتغيّر شيء."

#: Sources/Features/Desktop/DesktopText.swift:124
msgid "Threshold is locked"
msgstr "Threshold مقفل"

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold مقفل. اكتب رمز القفل عند الطلب في الطرفية، أو أعطه في السطر الأول من الإدخال القياسي مع --passcode-stdin."

#: Sources/Features/Lock/LockSettingsText.swift:58
msgid "Threshold will ask for this passcode at start and before creating, deleting, hiding, unhiding or revealing profiles. If you forget it, your data can't be opened."
msgstr "سيطلب Threshold رمز القفل هذا عند البدء وقبل إنشاء الملفات الشخصية أو حذفها أو إخفائها أو إظهارها أو كشفها. إن نسيته فلن يمكن فتح بياناتك."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:103
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "سيفتح Threshold بلا رمز قفل، وتُزال معه رمز التدمير الذاتي وحدّ المحاولات."

#: Sources/Features/Lock/LockSettingsText.swift:38
msgid "Threshold will open without a passcode. The self-destruct passcode and the attempt limit are removed too."
msgstr "سيفتح Threshold دون رمز قفل. ويُزال أيضًا رمز التدمير الذاتي وحدّ المحاولات."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:10
msgid "Threshold: onboarding and private chat profiles."
msgstr "Threshold: الإعداد الأولي وملفات المحادثة الشخصية الخاصة."

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "لإظهار ملف شخصي مخفي، أدخل كلمة مروره كاملة في حقل البحث في «ملفاتك الشخصية للمحادثة»."

#: Sources/Features/Profiles/HideProfileText.swift:8
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\". Hidden profiles are always muted."
msgstr "لكشف ملف شخصي مخفي، أدخل كلمة مروره كاملة في حقل البحث في «ملفاتك الشخصية للمحادثة». الملفات الشخصية المخفية مكتومة دائمًا."

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "خيارات المشغّلين والإعداد الأولي أكثر من أن تُحفظ عبر التدمير الذاتي. لم يتغيّر شيء."

#: Sources/CommandLineFace/ProfilesCommand.swift:127
msgid "Total unread: {count}"
msgstr "مجموع غير المقروءة: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:45
msgid "Trade name"
msgstr "الاسم التجاري"

#: Sources/Features/Lock/LockSettingsText.swift:41
msgid "Turn off"
msgstr "إيقاف"

#: Sources/Features/Lock/LockText.swift:45
msgid "Turn off passcode"
msgstr "إيقاف رمز القفل"

#: Sources/Features/Lock/LockSettingsText.swift:35
msgid "Turn off the app lock?"
msgstr "هل توقف قفل التطبيق؟"

#: Sources/Features/Lock/LockSettingsText.swift:49
msgid "Turn off the attempt limit?"
msgstr "هل توقف حدّ المحاولات؟"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:41
msgid "Turn off the passcode"
msgstr "إيقاف رمز القفل"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Turn on the app lock?"
msgstr "هل تشغّل قفل التطبيق؟"

#: Sources/CommandLineFace/CommandCatalog.swift:74
msgid "Turn the passcode off."
msgstr "إيقاف رمز القفل."

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "اكتب اسمًا أو كلمة مرور  ↑↓ اختيار  Enter إجراءات  Esc رجوع"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "اكتب رقمًا من 0 إلى {last}."

#: Sources/TerminalFace/Lock/LockFormState.swift:72
msgid "Type a number from 1 to {max}, or leave it empty for off."
msgstr "اكتب رقمًا من 1 إلى {max}، أو اتركه فارغًا للإيقاف."

#: Sources/Features/Lock/LockText.swift:81
msgid "Type a whole number from 1 to {max}, or off."
msgstr "اكتب عددًا صحيحًا من 1 إلى {max}، أو off."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:88
msgid "Type it again"
msgstr "اكتبه مرة أخرى"

#: Sources/Features/Text/PromptText.swift:9
msgid "Type it again: "
msgstr "اكتبها مرة أخرى: "

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "اكتب الرمز  Enter متابعة  Esc إيقاف الاستيراد"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "اكتب رمز المرور مرة أخرى."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:18
msgid "Type the path  Enter import  Esc back to the link"
msgstr "اكتب المسار  Enter استيراد  Esc رجوع إلى الرابط"

#: Sources/Features/Lock/Recovery.swift:64
msgid "Type the recovery key to confirm: "
msgstr "اكتب مفتاح الاسترداد للتأكيد: "

#: Sources/Features/Lock/RecoveryFlow.swift:70
msgid "Type the recovery key."
msgstr "اكتب مفتاح الاسترداد."

#: Sources/PlainFace/PlainApp+MigrationExport.swift:92
msgid "Type yes to delete: "
msgstr "اكتب yes للحذف: "

#: Sources/TerminalFace/Lock/LockScreen.swift:22
msgid "Type your passcode"
msgstr "اكتب رمز القفل"

#: Sources/CommandLineFace/CommandContext.swift:94
msgid "Unexpected argument \"{argument}\". Usage: {usage}"
msgstr "وسيط غير متوقع «{argument}». الاستخدام: {usage}"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "خطأ غير متوقع: {type}."

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "إظهار"

#: Sources/CommandLineFace/CommandCatalog.swift:141
msgid "Unknown command \"{command}\"."
msgstr "أمر غير معروف «{command}»."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:131
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "أمر غير معروف «{command}». شغّل 'threshold --help' لعرض القائمة."

#: Sources/CommandLineFace/OnboardingCommand.swift:109
msgid "Unknown mode \"{mode}\". Choose one of: {modes}."
msgstr "وضع غير معروف «{mode}». اختر واحدًا من: {modes}."

#: Sources/CommandLineFace/Arguments.swift:84
msgid "Unknown option --{option}."
msgstr "خيار غير معروف ‎--{option}‎."

#: Sources/Features/Desktop/DesktopText.swift:165
msgid "Unknown option {option}."
msgstr "خيار غير معروف: {option}."

#: Sources/CommandLineFace/Arguments.swift:43
msgid "Unknown option {option}. Options are written with two dashes, e.g. --json."
msgstr "خيار غير معروف {option}. تُكتب الخيارات بشرطتين، مثل ‎--json‎."

#: Sources/CommandLineFace/CommandCatalog.swift:142
msgid "Unknown {group} command \"{command}\"."
msgstr "أمر {group} غير معروف «{command}»."

#: Sources/Features/Desktop/DesktopText.swift:130
msgid "Unlock"
msgstr "فتح القفل"

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "افتح القفل للبحث عن الملفات الشخصية المخفية…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "إلغاء الكتم"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Unmuted \"{name}\"."
msgstr "أُلغي كتم «{name}»."

#: Sources/Features/Profiles/ProfilesText.swift:36
msgid "Updated \"{name}\"."
msgstr "حُدّث «{name}»."

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Usage:"
msgstr "الاستخدام:"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:11
msgid "Usage: {usage}"
msgstr "الاستخدام: {usage}"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "استخدام المحادثة"

#: Sources/Features/Lock/RecoveryFlow.swift:86
msgid "Use the recovery key"
msgstr "استخدام مفتاح الاسترداد"

#: Sources/Features/Onboarding/OperatorDetails.swift:17
msgid "Use this operator"
msgstr "استخدام هذا المشغّل"

#: Sources/Features/Migration/MigrationExport.swift:14
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "استخدام Threshold على الجهازين يعطّل توصيل الرسائل: استمر في استخدام الجهاز الجديد فقط."

#: Sources/Features/Progress/TransferProgress.swift:77
msgid "Verifying"
msgstr "جارٍ التحقق"

#: Sources/Features/Settings/SettingsText.swift:16
msgid "Version {version}"
msgstr "الإصدار {version}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:118
msgid "Version {version}: {title}"
msgstr "الإصدار {version}: {title}"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "View conditions"
msgstr "عرض الشروط"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "في انتظار تحميل الشروط."

#: Sources/Features/Migration/DirectTransfer.swift:106
msgid "Waiting for the other device…"
msgstr "في انتظار الجهاز الآخر…"

#: Sources/Features/Migration/MigrationText.swift:73
msgid "Warning: the migration link holds the archive's key, and as an argument other users of this computer can read it while the import runs. Next time paste it at the prompt, or give it on standard input."
msgstr "تحذير: يحمل رابط الانتقال مفتاح الأرشيف، وكوسيط يمكن لمستخدمين آخرين لهذا الحاسوب قراءته أثناء الاستيراد. في المرة القادمة الصقه في المطالبة، أو قدّمه في الإدخال القياسي."

#: Sources/Features/Lock/LockText.swift:60
msgid "Warning: {warning}"
msgstr "تحذير: {warning}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "مرحبًا"

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:10
msgid "What's new"
msgstr "ما الجديد"

#: Sources/Features/Text/ScreenText.swift:19
msgid "What's new in {version}: {title}"
msgstr "الجديد في الإصدار {version}: {title}"

#: Sources/Features/Migration/DirectTransfer.swift:124
msgid "When sending, this device waits up to {count} minute for the other one; press t to change it."
msgid_plural "When sending, this device waits up to {count} minutes for the other one; press t to change it."
msgstr[0] "عند الإرسال، ينتظر هذا الجهاز الجهاز الآخر حتى {count} دقيقة؛ اضغط t لتغيير ذلك."
msgstr[1] "عند الإرسال، ينتظر هذا الجهاز الجهاز الآخر حتى دقيقة واحدة؛ اضغط t لتغيير ذلك."
msgstr[2] "عند الإرسال، ينتظر هذا الجهاز الجهاز الآخر حتى دقيقتين؛ اضغط t لتغيير ذلك."
msgstr[3] "عند الإرسال، ينتظر هذا الجهاز الجهاز الآخر حتى {count} دقائق؛ اضغط t لتغيير ذلك."
msgstr[4] "عند الإرسال، ينتظر هذا الجهاز الجهاز الآخر حتى {count} دقيقة؛ اضغط t لتغيير ذلك."
msgstr[5] "عند الإرسال، ينتظر هذا الجهاز الجهاز الآخر حتى {count} دقيقة؛ اضغط t لتغيير ذلك."

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "أين الأرشيف على هذا الجهاز؟ مساره (اتركه فارغًا للرجوع): "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "أين الأرشيف على هذا الجهاز؟ مساره:"

#: Sources/Features/Lock/LockText.swift:42
msgid "Where the database key is kept (without a passcode)"
msgstr "مكان حفظ مفتاح قاعدة البيانات (دون رمز مرور)"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "سيُحفظ باسم: {name}"

#: Sources/Features/Lock/LockSettingsText.swift:12
msgid "Wipe after wrong passcodes"
msgstr "المحو بعد رموز خاطئة"

#: Sources/Features/Lock/LockText.swift:30
msgid "Wipe after wrong passcodes: {limit}"
msgstr "المحو بعد رموز خاطئة: {limit}"

#: Sources/Features/Lock/LockSettingsText.swift:70
msgid "Wipe after {count} wrong passcode?"
msgid_plural "Wipe after {count} wrong passcodes?"
msgstr[0] "هل تمحو بعد {count} رموز خاطئة؟"
msgstr[1] "هل تمحو بعد رمز خاطئ واحد؟"
msgstr[2] "هل تمحو بعد رمزين خاطئين؟"
msgstr[3] "هل تمحو بعد {count} رموز خاطئة؟"
msgstr[4] "هل تمحو بعد {count} رمزًا خاطئًا؟"
msgstr[5] "هل تمحو بعد {count} رمز خاطئ؟"

#: Sources/CommandLineFace/CommandCatalog.swift:77
msgid "Wipe all data after N wrong passcodes in a row."
msgstr "محو كل البيانات بعد N رموز قفل خاطئة متتالية."

#: Sources/Features/Lock/LockText.swift:77
msgid "Wipe all data after how many wrong passcodes (1-{max}, or off)? "
msgstr "محو كل البيانات بعد كم رمزًا خاطئًا (1-{max}، أو off)؟ "

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:82
msgid "Wipes all data after {count} wrong passcode in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgid_plural "Wipes all data after {count} wrong passcodes in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgstr[0] "يمحو كل البيانات بعد {count} رموز خاطئة متتالية. Enter يغيّره؛ وx يوقفه. تُحسب الرموز الخاطئة حتى بعد إعادة التشغيل."
msgstr[1] "يمحو كل البيانات بعد رمز خاطئ واحد. Enter يغيّره؛ وx يوقفه. تُحسب الرموز الخاطئة حتى بعد إعادة التشغيل."
msgstr[2] "يمحو كل البيانات بعد رمزين خاطئين متتاليين. Enter يغيّره؛ وx يوقفه. تُحسب الرموز الخاطئة حتى بعد إعادة التشغيل."
msgstr[3] "يمحو كل البيانات بعد {count} رموز خاطئة متتالية. Enter يغيّره؛ وx يوقفه. تُحسب الرموز الخاطئة حتى بعد إعادة التشغيل."
msgstr[4] "يمحو كل البيانات بعد {count} رمزًا خاطئًا متتاليًا. Enter يغيّره؛ وx يوقفه. تُحسب الرموز الخاطئة حتى بعد إعادة التشغيل."
msgstr[5] "يمحو كل البيانات بعد {count} رمز خاطئ متتالٍ. Enter يغيّره؛ وx يوقفه. تُحسب الرموز الخاطئة حتى بعد إعادة التشغيل."

#: Sources/Features/Lock/LockSettingsText.swift:118
msgid "Without a passcode the database key is kept by the desktop keyring or in a key file beside the data. Enter switches between the two. A passcode (the first row) protects the data best."
msgstr "دون رمز مرور يُحفظ مفتاح قاعدة البيانات في حلقة مفاتيح سطح المكتب أو في ملف مفتاح بجانب البيانات. يبدّل Enter بينهما. رمز المرور (الصف الأول) يحمي البيانات أفضل حماية."

#: Sources/TerminalFace/Home/ChatListScreen.swift:38
msgid "Working…"
msgstr "جارٍ العمل…"

#: Sources/Features/Migration/DirectTransfer.swift:39
msgid "Write an archive file"
msgstr "كتابة ملف أرشيف"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode"
msgstr "رمز القفل غير صحيح"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode."
msgstr "رمز القفل غير صحيح."

#: Sources/Features/Lock/LockSettingsText.swift:109
msgid "Wrong passcode. Try again."
msgstr "رمز القفل غير صحيح. حاول مرة أخرى."

#: Sources/Features/Lock/LockSettingsText.swift:110
msgid "Wrong passcode. {count} attempt left before all data is wiped."
msgid_plural "Wrong passcode. {count} attempts left before all data is wiped."
msgstr[0] "رمز القفل غير صحيح. لم تبقَ أي محاولة قبل محو كل البيانات."
msgstr[1] "رمز القفل غير صحيح. بقيت محاولة واحدة قبل محو كل البيانات."
msgstr[2] "رمز القفل غير صحيح. بقيت محاولتان قبل محو كل البيانات."
msgstr[3] "رمز القفل غير صحيح. بقيت {count} محاولات قبل محو كل البيانات."
msgstr[4] "رمز القفل غير صحيح. بقيت {count} محاولة قبل محو كل البيانات."
msgstr[5] "رمز القفل غير صحيح. بقيت {count} محاولة قبل محو كل البيانات."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:70
msgid "Wrong passcodes before wiping"
msgstr "عدد الرموز الخاطئة قبل المحو"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgid "Wrong passcodes before wiping (empty: off)"
msgstr "عدد الرموز الخاطئة قبل المحو (فارغ: متوقف)"

#: Sources/Features/Lock/LockSettingsText.swift:51
msgid "Wrong passcodes will never wipe the data."
msgstr "لن تمحو رموز القفل الخاطئة البيانات أبدًا."

#: Sources/Features/Migration/DirectTransfer.swift:91
msgid "Y same code  N different code  Esc stop the import"
msgstr "Y الرمز نفسه  N رمز مختلف  Esc إيقاف الاستيراد"

#: Sources/Features/Migration/DirectTransfer.swift:147
msgid "Y stop the import  N go on"
msgstr "Y إيقاف الاستيراد  N متابعة"

#: Sources/Features/Migration/DirectTransfer.swift:88
msgid "Yes"
msgstr "نعم"

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "لديك بالفعل ملف محادثة شخصي بالاسم المعروض نفسه («{name}»). يُرجى اختيار اسم آخر."

#: Sources/Features/Text/ScreenText.swift:22
msgid "You are up to date."
msgstr "أنت مطّلع على كل جديد."

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "كل شيء جاهز."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "Your chat profiles"
msgstr "ملفاتك الشخصية للمحادثة"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "بياناتك من الجهاز الآخر هنا الآن. أكمِل الانتقال على الجهاز الآخر (threshold migrate finalize): استخدام الجهازين معًا يعطّل توصيل الرسائل."

#: Sources/Features/Text/ScreenText.swift:10
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "يُخزَّن ملفك الشخصي على جهازك ولا يُشارَك إلا مع جهات اتصالك."

#: Sources/Features/Lock/Recovery.swift:60
msgid "Your recovery key (shown once, stored nowhere; write it down, keep it away from this device):"
msgstr "مفتاح الاسترداد الخاص بك (يُعرض مرة واحدة ولا يُحفظ في أي مكان؛ اكتبه واحفظه بعيدًا عن هذا الجهاز):"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:35
msgid "accepted {version}"
msgstr "مقبولة: {version}"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:36
msgid "accepted {version}, {current} not yet"
msgstr "مقبولة: {version}، و{current} ليس بعد"

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "نشط"

#: Sources/Features/Migration/MigrationImport.swift:231
msgid "cannot check the passcode ({reason})"
msgstr "تعذّر التحقق من رمز القفل ({reason})"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:38
msgid "conditions not accepted"
msgstr "الشروط غير مقبولة"

#: Sources/CommandLineFace/DevCommand.swift:33
msgid "dev receive needs --profile P and --chat C. Usage: {usage}"
msgstr "يحتاج dev receive إلى ‎--profile P‎ و‎--chat C‎. الاستخدام: {usage}"

#: Sources/CommandLineFace/DevCommand.swift:25
msgid "dev receive takes either --queue Q or --profile P --chat C. Usage: {usage}"
msgstr "يأخذ dev receive إما ‎--queue Q‎ أو ‎--profile P --chat C‎. الاستخدام: {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "every {count} minute"
msgid_plural "every {count} minutes"
msgstr[0] "كل {count} دقيقة"
msgstr[1] "كل دقيقة"
msgstr[2] "كل دقيقتين"
msgstr[3] "كل {count} دقائق"
msgstr[4] "كل {count} دقيقة"
msgstr[5] "كل {count} دقيقة"

#: Sources/TerminalFace/App/AppChrome.swift:54
msgid "hidden"
msgstr "مخفي"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "in use"
msgstr "قيد الاستخدام"

#: Sources/Features/Migration/MigrationImport.swift:154
msgid "its data breaks Threshold's rules ({problems})."
msgstr "بياناته تخالف قواعد Threshold ({problems})."

#: Sources/Features/Migration/MigrationImport.swift:229
msgid "its manifest's lock record is malformed."
msgstr "سجل القفل في بيانه مشوّه."

#: Sources/CommandLineFace/LockCommand.swift:66
msgid "lock level takes keyring or keyfile (the passcode level is 'threshold lock set'). Usage: {usage}"
msgstr "يقبل lock level القيمة keyring أو keyfile (مستوى passcode هو 'threshold lock set'). الاستخدام: {usage}"

#: Sources/CommandLineFace/LockCommand.swift:155
msgid "lock recover takes the level to protect the data with: passcode, keyring or keyfile. Usage: {usage}"
msgstr "يقبل lock recover مستوى حماية البيانات: passcode أو keyring أو keyfile. الاستخدام: {usage}"

#: Sources/CommandLineFace/LockCommand.swift:52
msgid "lock recovery-key takes nothing, or clear. Usage: {usage}"
msgstr "لا يقبل lock recovery-key شيئًا، أو clear. الاستخدام: {usage}"

#: Sources/TerminalFace/App/AppChrome.swift:53
msgid "muted"
msgstr "مكتوم"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:31
msgid "no roles"
msgstr "بلا أدوار"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "not used"
msgstr "غير مستخدم"

#: Sources/Features/Dump/DumpReport.swift:39
msgid "pages: {pages}, free pages: {free}"
msgstr "الصفحات: {pages}، الصفحات الفارغة: {free}"

#: Sources/CommandLineFace/LockCommand.swift:107
msgid "wipe-after needs a whole number from 1 to {max}, or off. Usage: {usage}"
msgstr "يحتاج wipe-after إلى عدد صحيح من 1 إلى {max}، أو off. الاستخدام: {usage}"

#: Sources/TerminalFace/Lock/LockScreen.swift:17
msgid "{app} is locked"
msgstr "{app} مقفل"

#: Sources/Features/Desktop/DesktopText.swift:30
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} بايت"

#: Sources/CommandLineFace/OutboxCommand.swift:37
msgid "{count} deletion could not be delivered; it stays in the outbox and is tried again later ('threshold outbox list' shows why)."
msgid_plural "{count} deletions could not be delivered; they stay in the outbox and are tried again later ('threshold outbox list' shows why)."
msgstr[0] "لم يتعذّر تسليم أي طلب حذف ('threshold outbox list' يبيّن السبب)."
msgstr[1] "تعذّر تسليم طلب حذف واحد؛ يبقى في صندوق الصادر ويُعاد لاحقًا ('threshold outbox list' يبيّن السبب)."
msgstr[2] "تعذّر تسليم طلبَي حذف؛ يبقيان في صندوق الصادر ويُعادان لاحقًا ('threshold outbox list' يبيّن السبب)."
msgstr[3] "تعذّر تسليم {count} طلبات حذف؛ تبقى في صندوق الصادر وتُعاد لاحقًا ('threshold outbox list' يبيّن السبب)."
msgstr[4] "تعذّر تسليم {count} طلبًا للحذف؛ تبقى في صندوق الصادر وتُعاد لاحقًا ('threshold outbox list' يبيّن السبب)."
msgstr[5] "تعذّر تسليم {count} طلب حذف؛ تبقى في صندوق الصادر وتُعاد لاحقًا ('threshold outbox list' يبيّن السبب)."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:179
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "لم يُحذف أي ملف أو مجلد. يمكن إغلاق Threshold الآن."
msgstr[1] "حُذف ملف أو مجلد واحد. يمكن إغلاق Threshold الآن."
msgstr[2] "حُذف ملفان أو مجلدان. يمكن إغلاق Threshold الآن."
msgstr[3] "حُذفت {count} ملفات ومجلدات. يمكن إغلاق Threshold الآن."
msgstr[4] "حُذف {count} ملفًا ومجلدًا. يمكن إغلاق Threshold الآن."
msgstr[5] "حُذف {count} ملف ومجلد. يمكن إغلاق Threshold الآن."

#: Sources/Features/Migration/DirectTransfer.swift:130
msgid "{count} minute"
msgid_plural "{count} minutes"
msgstr[0] "{count} دقيقة"
msgstr[1] "دقيقة واحدة"
msgstr[2] "دقيقتان"
msgstr[3] "{count} دقائق"
msgstr[4] "{count} دقيقة"
msgstr[5] "{count} دقيقة"

#: Sources/Features/Desktop/NewMessageAlerts.swift:36
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "لا رسائل جديدة"
msgstr[1] "رسالة جديدة واحدة"
msgstr[2] "رسالتان جديدتان"
msgstr[3] "{count} رسائل جديدة"
msgstr[4] "{count} رسالة جديدة"
msgstr[5] "{count} رسالة جديدة"

#: Sources/Features/Profiles/ProfileDeleteText.swift:30
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "لم يوضع أي طلب حذف من الخوادم في صندوق الصادر."
msgstr[1] "وُضع طلب حذف واحد من الخوادم في صندوق الصادر."
msgstr[2] "وُضع طلبا حذف من الخوادم في صندوق الصادر."
msgstr[3] "وُضعت {count} طلبات حذف من الخوادم في صندوق الصادر."
msgstr[4] "وُضع {count} طلبًا لحذف البيانات من الخوادم في صندوق الصادر."
msgstr[5] "وُضع {count} طلب حذف من الخوادم في صندوق الصادر."

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "غير المقروءة: {count}"

#: Sources/Features/Desktop/DesktopText.swift:119
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "لا رسائل غير مقروءة"
msgstr[1] "رسالة واحدة غير مقروءة"
msgstr[2] "رسالتان غير مقروءتين"
msgstr[3] "{count} رسائل غير مقروءة"
msgstr[4] "{count} رسالة غير مقروءة"
msgstr[5] "{count} رسالة غير مقروءة"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "الظاهرة: {count}"

#: Sources/Features/Errors/ErrorReport.swift:194
msgid "{detail} Nothing was changed."
msgstr "{detail} لم يتغير شيء."

#: Sources/Features/Errors/ErrorReport.swift:183
msgid "{detail} Nothing was changed; check the network and try again."
msgstr "{detail} لم يتغير شيء؛ تحقّق من الشبكة وحاول مرة أخرى."

#: Sources/Features/Errors/ErrorReport.swift:198
msgid "{detail} Nothing was changed; start the import again (the other device keeps listening until its time limit)."
msgstr "{detail} لم يتغير شيء؛ ابدأ الاستيراد من جديد (يبقى الجهاز الآخر منتظرًا حتى مهلته)."

#: Sources/Features/Errors/ErrorReport.swift:206
msgid "{detail} Nothing was sent."
msgstr "{detail} لم يُرسَل شيء."

#: Sources/CommandLineFace/OutboxCommand.swift:24
msgid "{id} delete queue {queue} on {server}, {count} failed attempt"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts"
msgstr[0] "{id} حذف الطابور {queue} على {server}، بلا محاولات فاشلة"
msgstr[1] "{id} حذف الطابور {queue} على {server}، محاولة فاشلة واحدة"
msgstr[2] "{id} حذف الطابور {queue} على {server}، محاولتان فاشلتان"
msgstr[3] "{id} حذف الطابور {queue} على {server}، {count} محاولات فاشلة"
msgstr[4] "{id} حذف الطابور {queue} على {server}، {count} محاولة فاشلة"
msgstr[5] "{id} حذف الطابور {queue} على {server}، {count} محاولة فاشلة"

#: Sources/CommandLineFace/OutboxCommand.swift:21
msgid "{id} delete queue {queue} on {server}, {count} failed attempt (last: {error})"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts (last: {error})"
msgstr[0] "{id} حذف الطابور {queue} على {server}، بلا محاولات فاشلة (الأخيرة: {error})"
msgstr[1] "{id} حذف الطابور {queue} على {server}، محاولة فاشلة واحدة (الأخيرة: {error})"
msgstr[2] "{id} حذف الطابور {queue} على {server}، محاولتان فاشلتان (الأخيرة: {error})"
msgstr[3] "{id} حذف الطابور {queue} على {server}، {count} محاولات فاشلة (الأخيرة: {error})"
msgstr[4] "{id} حذف الطابور {queue} على {server}، {count} محاولة فاشلة (الأخيرة: {error})"
msgstr[5] "{id} حذف الطابور {queue} على {server}، {count} محاولة فاشلة (الأخيرة: {error})"

#: Sources/CommandLineFace/OnboardingCommand.swift:76
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}"
msgstr "{mark} {name} ({id}) — {legalName}؛ الأدوار: {roles}"

#: Sources/CommandLineFace/OnboardingCommand.swift:75
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}; accepted conditions {version}"
msgstr "{mark} {name} ({id}) — {legalName}؛ الأدوار: {roles}؛ الشروط المقبولة {version}"

#: Sources/Features/Desktop/DesktopText.swift:84
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "لن يظهر {name} إلا عند كتابة كلمة مروره في حقل البحث. ويبقى مكتومًا ما دام مخفيًا."

#: Sources/Features/Desktop/DesktopText.swift:161
msgid "{option} needs a value."
msgstr "يحتاج {option} إلى قيمة."

#: Sources/Features/Onboarding/WhatsNewPager.swift:26
msgid "{page} of {count}"
msgstr "{page} من {count}"

#: Sources/Features/Migration/MigrationExport.swift:47
msgid "{path} already exists; choose another name with --to FILE."
msgstr "{path} موجود بالفعل؛ اختر اسمًا آخر مع --to FILE."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:83
msgid "{position} of {total}"
msgstr "{position} من {total}"

#: Sources/Features/Progress/TransferProgress.swift:65
msgid "{rate}/s"
msgstr "{rate}/ث"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgid "{sender}: {message}"
msgstr "{sender}: {message}"

#: Sources/Features/Chats/ChatText.swift:12
msgid "{sender}: {text}"
msgstr "{sender}: {text}"

#: Sources/Features/Progress/TransferProgress.swift:62
msgid "{step} {done}"
msgstr "{step} {done}"

#: Sources/Features/Progress/TransferProgress.swift:60
msgid "{step}…"
msgstr "{step}…"

#: Sources/Features/Progress/TransferProgress.swift:59
msgid "{step}… ({percent}%)"
msgstr "{step}… (%{percent})"

#: Sources/Features/Dump/DumpReport.swift:25
msgid "{table} ({count} row): {columns}"
msgid_plural "{table} ({count} rows): {columns}"
msgstr[0] "{table} (لا صفوف): {columns}"
msgstr[1] "{table} (صف واحد): {columns}"
msgstr[2] "{table} (صفان): {columns}"
msgstr[3] "{table} ({count} صفوف): {columns}"
msgstr[4] "{table} ({count} صفًا): {columns}"
msgstr[5] "{table} ({count} صف): {columns}"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:30
msgid "{theme} (--theme)"
msgstr "{theme} (--theme)"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:24
msgid "↑↓ PgUp PgDn scroll  Esc close"
msgstr "↑↓ PgUp PgDn تمرير  Esc إغلاق"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:30
msgid "↑↓ choose  Enter confirm  i info"
msgstr "↑↓ اختيار  Enter تأكيد  i معلومات"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "↑↓ choose  Enter open  Esc back"
msgstr "↑↓ اختيار  Enter فتح  Esc رجوع"

#: Sources/TerminalFace/Home/ChatListScreen.swift:13
msgid "↑↓ choose  Enter read  p profiles  s settings  q quit"
msgstr "↑↓ اختيار  Enter قراءة  p الملفات  s الإعدادات  q خروج"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "↑↓ choose  Enter save  Esc back"
msgstr "↑↓ اختيار  Enter حفظ  Esc رجوع"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:13
msgid "↑↓ choose  Enter set/change  x turn off  Esc back"
msgstr "↑↓ اختيار  Enter تعيين/تغيير  x إيقاف  Esc رجوع"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:12
msgid "↑↓ choose  Space toggle  Enter open/accept  Esc back"
msgstr "↑↓ اختيار  Space تبديل  Enter فتح/قبول  Esc رجوع"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ تنقّل  Space تبديل  Enter اختيار  v عرض الشروط"

#: Sources/TerminalFace/Home/ChatScreen.swift:17
msgid "↑↓ scroll  Esc back"
msgstr "↑↓ تمرير  Esc رجوع"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ اسم صالح"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "off"
msgstr "متوقف"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "on"
msgstr "مفعّل"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:69
msgctxt "button"
msgid "Accept"
msgstr "قبول"

#: Sources/TerminalFace/Lock/AppUpdate+LockSettings.swift:57
msgctxt "button"
msgid "Cancel"
msgstr "إلغاء"

#: Sources/Features/Lock/LockSettingsText.swift:130
msgctxt "button"
msgid "Change"
msgstr "تغيير"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "إغلاق"

#: Sources/Features/Lock/RecoveryFlow.swift:112
msgctxt "button"
msgid "Copy"
msgstr "نسخ"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "إنشاء"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "حذف"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:49
msgctxt "button"
msgid "Export"
msgstr "تصدير"

#: Sources/Features/Lock/RecoveryFlow.swift:116
msgctxt "button"
msgid "I wrote it down"
msgstr "كتبته"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Import"
msgstr "استيراد"

#: Sources/Features/Lock/RecoveryFlow.swift:152
msgctxt "button"
msgid "Keep the key"
msgstr "إبقاء المفتاح"

#: Sources/Features/Lock/RecoveryFlow.swift:137
msgctxt "button"
msgid "Make one"
msgstr "إنشاء مفتاح"

#: Sources/Features/Lock/RecoveryFlow.swift:136
msgctxt "button"
msgid "Not now"
msgstr "ليس الآن"

#: Sources/Features/Lock/RecoveryFlow.swift:98
msgctxt "button"
msgid "Open the data"
msgstr "فتح البيانات"

#: Sources/Features/Lock/RecoveryFlow.swift:150
msgctxt "button"
msgid "Re-encrypt"
msgstr "إعادة التشفير"

#: Sources/DesktopFace/Lock/DesktopApp+Recovery.swift:87
msgctxt "button"
msgid "Replace"
msgstr "استبدال"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Retry"
msgstr "إعادة المحاولة"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:52
msgctxt "button"
msgid "Save"
msgstr "حفظ"

#: Sources/Features/Settings/NotificationSettingsText.swift:9
msgctxt "device token"
msgid "no mode chosen yet"
msgstr "لم يُختر وضع بعد"

#: Sources/Features/Settings/NotificationSettingsText.swift:11
msgctxt "device token"
msgid "not needed"
msgstr "غير مطلوب"

#: Sources/Features/Settings/NotificationSettingsText.swift:13
msgctxt "device token"
msgid "registered"
msgstr "مسجَّل"

#: Sources/Features/Settings/NotificationSettingsText.swift:12
msgctxt "device token"
msgid "waiting for a device token"
msgstr "بانتظار رمز للجهاز"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgctxt "message sender"
msgid "You"
msgstr "أنت"

#: Sources/Features/Migration/MigrationText.swift:14
msgctxt "migration"
msgid "Export"
msgstr "التصدير"

#: Sources/Features/Migration/MigrationText.swift:37
msgctxt "migration"
msgid "Finalize"
msgstr "الإنهاء"

#: Sources/Features/Migration/MigrationText.swift:68
msgctxt "migration"
msgid "Import"
msgstr "الاستيراد"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:10
msgctxt "notification mode"
msgid "Instant"
msgstr "فوري"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:12
msgctxt "notification mode"
msgid "Off"
msgstr "متوقف"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:11
msgctxt "notification mode"
msgid "Periodic"
msgstr "دوري"

#: Sources/Features/Settings/NotificationSettingsText.swift:55
msgctxt "notification mode"
msgid "instant"
msgstr "فوري"

#: Sources/Features/Settings/NotificationSettingsText.swift:54
msgctxt "notification mode"
msgid "not chosen"
msgstr "غير مختار"

#: Sources/Features/Settings/NotificationSettingsText.swift:57
msgctxt "notification mode"
msgid "off"
msgstr "متوقف"

#: Sources/Features/Settings/NotificationSettingsText.swift:56
msgctxt "notification mode"
msgid "periodic"
msgstr "دوري"

#: Sources/Features/Lock/LockSettingsText.swift:138
msgctxt "protection level"
msgid "Key file"
msgstr "ملف مفتاح"

#: Sources/Features/Lock/LockSettingsText.swift:137
msgctxt "protection level"
msgid "Keyring"
msgstr "حلقة المفاتيح"

#: Sources/Features/Lock/LockSettingsText.swift:136
msgctxt "protection level"
msgid "Passcode"
msgstr "رمز المرور"

#: Sources/Features/Lock/LockText.swift:20
msgctxt "protection level"
msgid "desktop keyring"
msgstr "حلقة مفاتيح سطح المكتب"

#: Sources/Features/Lock/LockText.swift:21
msgctxt "protection level"
msgid "key file"
msgstr "ملف مفتاح"

#: Sources/Features/Lock/LockText.swift:19
msgctxt "protection level"
msgid "passcode"
msgstr "رمز القفل"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "Made"
msgstr "مُنشأ"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "None"
msgstr "لا يوجد"

#: Sources/CommandLineFace/OnboardingCommand.swift:73
msgctxt "roles"
msgid "none"
msgstr "لا شيء"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgctxt "state"
msgid "Off"
msgstr "متوقف"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:58
msgctxt "state"
msgid "On"
msgstr "مفعّل"

#: Sources/Features/Settings/AppSession+Theme.swift:18
msgctxt "theme"
msgid "Dark"
msgstr "داكنة"

#: Sources/Features/Settings/AppSession+Theme.swift:17
msgctxt "theme"
msgid "Light"
msgstr "فاتحة"

msgid "This device continues the transfer that was interrupted, for {seconds} seconds: the new device reconnects by itself with the link it already has (it keeps trying for three minutes), and the transfer goes on where it stopped. If the new device gave up, run threshold migrate import there again (or choose \"Migrate from another device\") and paste this link."
msgstr "يتابع هذا الجهاز النقل الذي انقطع، لمدة {seconds} ثانية: يعيد الجهاز الجديد الاتصال من تلقاء نفسه بالرابط الذي لديه (ويظل يحاول لمدة ثلاث دقائق)، ويستمر النقل من حيث توقف. إذا توقف الجهاز الجديد عن المحاولة، فشغّل threshold migrate import عليه مرة أخرى (أو اختر \"الانتقال من جهاز آخر\") والصق هذا الرابط."

#: Sources/Features/Lock/Recovery.swift:60
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later in Settings › App lock."
msgstr "لم يُنشأ مفتاح استرداد. من دون مفتاح استرداد، يعني فقدان مدخل حلقة المفاتيح أو نسيان رمز القفل أن البيانات لا يمكن قراءتها. أنشئ واحدًا لاحقًا من الإعدادات › قفل التطبيق."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:189
msgid "On the other device, open Settings › Migrate to another device and export or send, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), choose it with \"Choose the archive…\"."
msgstr "على الجهاز الآخر، افتح الإعدادات › الانتقال إلى جهاز آخر وصدِّر أو أرسل، ثم الصق هنا الرابط الذي يظهر. إن لم يكن الأرشيف حيث يقول الرابط (مجلد آخر، ذاكرة USB)، فاختره بزر «اختر الأرشيف…»."

#: Sources/Features/Lock/Recovery.swift:81
msgid "Recovery key made. With it, Threshold opens the data if the passcode or the keyring entry is lost: it asks for the key at start."
msgstr "أُنشئ مفتاح الاسترداد. به يفتح Threshold البيانات إن فُقد رمز القفل أو مدخل حلقة المفاتيح: يطلب المفتاح عند البدء."

#: Sources/Features/Migration/DirectTransfer.swift:112
msgid "Sent {size} to the new device. This device no longer listens. Once the new device shows your data, finalize the migration below."
msgstr "أُرسل {size} إلى الجهاز الجديد. لم يعد هذا الجهاز ينتظر اتصالات. حين يعرض الجهاز الجديد بياناتك، أكمِل الانتقال أدناه."

#: Sources/Features/Lock/Recovery.swift:92
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one in Settings › App lock if it may have been seen."
msgstr "البيانات مفتوحة من جديد، ومحمية الآن بمستوى {level}. ما زال مفتاح الاسترداد يعمل؛ أنشئ مفتاحًا جديدًا من الإعدادات › قفل التطبيق إن كان قد رآه أحد."

#: Sources/Features/Migration/DirectTransfer.swift:55
msgid "This device continues the transfer that was interrupted, for {count} more minute: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgid_plural "This device continues the transfer that was interrupted, for {count} more minutes: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgstr[0] "يواصل هذا الجهاز النقل الذي انقطع لمدة {count} دقيقة أخرى: يعيد الجهاز الجديد الاتصال تلقائيًا بالرابط الذي لديه، ويستمر النقل من حيث توقف. إن توقف الجهاز الجديد عن المحاولة، فاختر عليه «الانتقال من جهاز آخر» مرة أخرى والصق هذا الرابط."
msgstr[1] "يواصل هذا الجهاز النقل الذي انقطع لمدة دقيقة أخرى: يعيد الجهاز الجديد الاتصال تلقائيًا بالرابط الذي لديه، ويستمر النقل من حيث توقف. إن توقف الجهاز الجديد عن المحاولة، فاختر عليه «الانتقال من جهاز آخر» مرة أخرى والصق هذا الرابط."
msgstr[2] "يواصل هذا الجهاز النقل الذي انقطع لمدة دقيقتين أخريين: يعيد الجهاز الجديد الاتصال تلقائيًا بالرابط الذي لديه، ويستمر النقل من حيث توقف. إن توقف الجهاز الجديد عن المحاولة، فاختر عليه «الانتقال من جهاز آخر» مرة أخرى والصق هذا الرابط."
msgstr[3] "يواصل هذا الجهاز النقل الذي انقطع لمدة {count} دقائق أخرى: يعيد الجهاز الجديد الاتصال تلقائيًا بالرابط الذي لديه، ويستمر النقل من حيث توقف. إن توقف الجهاز الجديد عن المحاولة، فاختر عليه «الانتقال من جهاز آخر» مرة أخرى والصق هذا الرابط."
msgstr[4] "يواصل هذا الجهاز النقل الذي انقطع لمدة {count} دقيقة أخرى: يعيد الجهاز الجديد الاتصال تلقائيًا بالرابط الذي لديه، ويستمر النقل من حيث توقف. إن توقف الجهاز الجديد عن المحاولة، فاختر عليه «الانتقال من جهاز آخر» مرة أخرى والصق هذا الرابط."
msgstr[5] "يواصل هذا الجهاز النقل الذي انقطع لمدة {count} دقيقة أخرى: يعيد الجهاز الجديد الاتصال تلقائيًا بالرابط الذي لديه، ويستمر النقل من حيث توقف. إن توقف الجهاز الجديد عن المحاولة، فاختر عليه «الانتقال من جهاز آخر» مرة أخرى والصق هذا الرابط."

#: Sources/Features/Migration/DirectTransfer.swift:58
msgid "This device is ready to send all its data directly to your new device on this network, once, within {count} minute. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgid_plural "This device is ready to send all its data directly to your new device on this network, once, within {count} minutes. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgstr[0] "هذا الجهاز جاهز لإرسال كل بياناته مباشرة إلى جهازك الجديد على هذه الشبكة، مرة واحدة، خلال {count} دقيقة. على الجهاز الجديد، اختر «الانتقال من جهاز آخر» والصق هذا الرابط. يحتوي على مفتاح بياناتك: لا تشاركه إلا مع نفسك."
msgstr[1] "هذا الجهاز جاهز لإرسال كل بياناته مباشرة إلى جهازك الجديد على هذه الشبكة، مرة واحدة، خلال دقيقة واحدة. على الجهاز الجديد، اختر «الانتقال من جهاز آخر» والصق هذا الرابط. يحتوي على مفتاح بياناتك: لا تشاركه إلا مع نفسك."
msgstr[2] "هذا الجهاز جاهز لإرسال كل بياناته مباشرة إلى جهازك الجديد على هذه الشبكة، مرة واحدة، خلال دقيقتين. على الجهاز الجديد، اختر «الانتقال من جهاز آخر» والصق هذا الرابط. يحتوي على مفتاح بياناتك: لا تشاركه إلا مع نفسك."
msgstr[3] "هذا الجهاز جاهز لإرسال كل بياناته مباشرة إلى جهازك الجديد على هذه الشبكة، مرة واحدة، خلال {count} دقائق. على الجهاز الجديد، اختر «الانتقال من جهاز آخر» والصق هذا الرابط. يحتوي على مفتاح بياناتك: لا تشاركه إلا مع نفسك."
msgstr[4] "هذا الجهاز جاهز لإرسال كل بياناته مباشرة إلى جهازك الجديد على هذه الشبكة، مرة واحدة، خلال {count} دقيقة. على الجهاز الجديد، اختر «الانتقال من جهاز آخر» والصق هذا الرابط. يحتوي على مفتاح بياناتك: لا تشاركه إلا مع نفسك."
msgstr[5] "هذا الجهاز جاهز لإرسال كل بياناته مباشرة إلى جهازك الجديد على هذه الشبكة، مرة واحدة، خلال {count} دقيقة. على الجهاز الجديد، اختر «الانتقال من جهاز آخر» والصق هذا الرابط. يحتوي على مفتاح بياناتك: لا تشاركه إلا مع نفسك."

#: Sources/Features/Migration/MigrationImportText.swift:28
msgid "Your data from the other device is here. Now finalize the migration on the other device, where it was sent from: using both devices breaks message delivery."
msgstr "بياناتك من الجهاز الآخر هنا الآن. أكمِل الانتقال الآن على الجهاز الآخر الذي أُرسلت منه: استخدام الجهازين معًا يعطّل توصيل الرسائل."

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "The new device received the data but did not import it (it says why). This device still listens: import again there with the same link, or stop here."
msgstr "استلم الجهاز الجديد البيانات لكنه لم يستوردها (يذكر السبب هناك). ما زال هذا الجهاز ينتظر: استورد هناك مرة أخرى بالرابط نفسه، أو توقف هنا."

#: Sources/Features/Migration/DirectTransfer.swift:127
msgid "Sent {size} to the new device, but it did not say whether it imported the data (it may have been stopped). This device no longer listens. Finalize here only once the new device shows your data; if it does not, export again."
msgstr "أُرسل {size} إلى الجهاز الجديد، لكنه لم يذكر هل استورد البيانات (ربما أُوقف). لم يعد هذا الجهاز ينتظر اتصالات. لا تُكمل الانتقال هنا إلا حين يعرض الجهاز الجديد بياناتك؛ وإلا فصدِّر من جديد."

#: Sources/Features/Errors/ErrorReport.swift:53
msgid "Threshold has no \"{code}\" language. Choose one of: {languages}; or system, to follow LANGUAGE, LC_ALL, LC_MESSAGES and LANG."
msgstr "لا توجد في Threshold لغة «{code}». اختر واحدة من: {languages}؛ أو system لاتّباع LANGUAGE وLC_ALL وLC_MESSAGES وLANG."

#: Sources/Features/Settings/SettingsText.swift:14
msgid "{language} ({percent}% translated)"
msgstr "{language} (مترجمة بنسبة %{percent})"

"""#),
        ("de.po", #"""
# German texts of Threshold. Edit with any gettext tool; see docs/languages.md.
# Glossary (docs/glossary.md; scripts/po-check warns where a text does not use the chosen word):
# glossary: passcode = Code
# glossary: password = Passwort
# glossary: profile = Profil
# glossary: hidden profile = verborgenes Profil
# glossary: chat = Chat
# glossary: contact = Kontakt
# glossary: archive = Archiv
# glossary: file = Datei
# glossary: export = exportieren / Export
# glossary: import = importieren / Import
# glossary: migrate = umziehen / Umzug
# glossary: migration = Umzug
# glossary: link = Link
# glossary: short code = Kurzcode
# glossary: device = Gerät
# glossary: app lock = App-Sperre
# glossary: unlock = entsperren
# glossary: self-destruct passcode = Selbstzerstörungscode
# glossary: wipe after = Löschen nach
# glossary: attempt limit = Versuchslimit
# glossary: protection level = Schutzstufe
# glossary: key file = Schlüsseldatei
# glossary: keyring = Schlüsselbund
# glossary: recovery key = Wiederherstellungsschlüssel
# glossary: operator = Betreiber
# glossary: server = Server
# glossary: conditions of use = Nutzungsbedingungen
# glossary: notifications = Benachrichtigungen
# glossary: Instant = Sofort
# glossary: Periodic = Regelmäßig
# glossary: Off = Aus
# glossary: queue = Warteschlange
# glossary: outbox = Postausgang
# glossary: mute = stummschalten
# glossary: reveal = wieder anzeigen
# glossary: what's new = Neuigkeiten
msgid ""
msgstr ""
"Project-Id-Version: Threshold\n"
"Report-Msgid-Bugs-To: \n"
"PO-Revision-Date: 2026-12-03 09:30+0000\n"
"Last-Translator: Threshold <translations@threshold.invalid>\n"
"Language-Team: German\n"
"Language: de\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#: Sources/Features/Settings/AppSession+Language.swift:23
msgid "\"{code}\" is not a language code (e.g. de, pt_BR, or system)."
msgstr "„{code}“ ist kein Sprachcode (z. B. de, pt_BR oder system)."

#: Sources/Features/Profiles/ProfileDeleteText.swift:21
msgid "\"{name}\" and its chats on this device (server data is kept) will be deleted. This can't be undone."
msgstr "„{name}“ und seine Chats auf diesem Gerät werden gelöscht (die Daten auf den Servern bleiben). Das lässt sich nicht rückgängig machen."

#: Sources/Features/Profiles/ProfileDeleteText.swift:20
msgid "\"{name}\" and its chats on this device and its connections on the servers will be deleted. This can't be undone."
msgstr "„{name}“, seine Chats auf diesem Gerät und seine Verbindungen auf den Servern werden gelöscht. Das lässt sich nicht rückgängig machen."

#: Sources/PlainFace/PlainApp.swift:206
msgid "\"{name}\" is hidden. Enter its password at \"Search or enter password\" to show it."
msgstr "„{name}“ ist verborgen. Gib sein Passwort bei „Suchen oder Passwort eingeben“ ein, um es anzuzeigen."

#: Sources/CommandLineFace/ProfilesCommand.swift:80
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "„{name}“ ist verborgen. Gib sein Passwort im Suchfeld ein (oder nutze 'profiles reveal'), um es wieder anzuzeigen."

#: Sources/CommandLineFace/ProfilesCommand.swift:34
msgid "\"{name}\" is now the active profile."
msgstr "„{name}“ ist jetzt das aktive Profil."

#: Sources/Features/Profiles/ProfilesText.swift:28
msgid "\"{name}\" is visible again (still muted)."
msgstr "„{name}“ ist wieder sichtbar (weiterhin stummgeschaltet)."

#: Sources/CommandLineFace/LockCommand.swift:164
msgid "'lock recover passcode' needs the new passcode: at the prompt, or on the line of standard input after the recovery key."
msgstr "'lock recover passcode' braucht den neuen Code: an der Eingabeaufforderung oder auf der Zeile der Standardeingabe nach dem Wiederherstellungsschlüssel."

#: Sources/CommandLineFace/LockCommand.swift:158
msgid "'lock recover' needs the recovery key: type it at the prompt on a terminal, or give it on the first line of standard input with --recovery-stdin."
msgstr "'lock recover' braucht den Wiederherstellungsschlüssel: Tippe ihn im Terminal an der Eingabeaufforderung ein oder gib ihn mit --recovery-stdin auf der ersten Zeile der Standardeingabe an."

#: Sources/CommandLineFace/LockCommand.swift:83
msgid "'lock self-destruct set' needs the name of the profile it leaves: as NAME, or on a line of standard input (after the current passcode with --passcode-stdin). Usage: {usage}"
msgstr "'lock self-destruct set' braucht den Namen des Profils, das danach bleibt: als NAME oder auf einer Zeile der Standardeingabe (nach dem aktuellen Code mit --passcode-stdin). Aufruf: {usage}"

#: Sources/CommandLineFace/MigrateCommand.swift:114
msgid "'migrate import' needs the migration link: paste it at the prompt on a terminal, or give it on the first line of standard input (after the passcode with --passcode-stdin). Usage: {usage}"
msgstr "'migrate import' braucht den Umzugslink: Füge ihn im Terminal an der Eingabeaufforderung ein oder gib ihn auf der ersten Zeile der Standardeingabe an (nach dem Code mit --passcode-stdin). Aufruf: {usage}"

#: Sources/CommandLineFace/CommandCatalog.swift:154
msgid "'{command}' does not take --{option}."
msgstr "'{command}' kennt --{option} nicht."

#: Sources/CommandLineFace/LockCommand.swift:199
msgid "'{command}' needs a passcode: type it at the prompt on a terminal, or give it on a line of standard input with --passcode-stdin (after the current passcode when the lock is on)."
msgstr "'{command}' braucht einen Code: Tippe ihn im Terminal an der Eingabeaufforderung ein oder gib ihn mit --passcode-stdin auf einer Zeile der Standardeingabe an (nach dem aktuellen Code, wenn die Sperre an ist)."

#: Sources/CommandLineFace/CommandContext.swift:102
msgid "'{command}' needs a password: type it at the prompt on a terminal, or give it on a line of standard input with --password-stdin."
msgstr "'{command}' braucht ein Passwort: Gib es im Terminal an der Eingabeaufforderung ein oder in einer Zeile der Standardeingabe mit --password-stdin."

#: Sources/CommandLineFace/ProfilesCommand.swift:12
msgid "(without NAME, the name is read at a no-echo prompt or from standard input, before any password)"
msgstr "(ohne NAME wird der Name an einer verdeckten Eingabeaufforderung oder aus der Standardeingabe gelesen, vor jedem Passwort)"

#: Sources/CommandLineFace/ProfilesCommand.swift:123
msgid "({count} unread)"
msgstr "({count} ungelesen)"

#: Sources/Features/Progress/TransferProgress.swift:64
msgid "({percent}%)"
msgstr "({percent} %)"

#: Sources/Features/Migration/MigrationImport.swift:132
msgid "--archive needs a file name."
msgstr "--archive braucht einen Dateinamen."

#: Sources/CommandLineFace/ProfilesCommand.swift:60
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "--bio-stdin erwartet die Beschreibung in einer Zeile der Standardeingabe (nach dem Namen des Profils und einem neuen Namen). Aufruf: {usage}"

#: Sources/CommandLineFace/DevCommand.swift:35
msgid "--chat needs a contact name."
msgstr "--chat braucht den Namen eines Kontakts."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:81
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "--json braucht einen Befehl (die App selbst gibt kein JSON aus). 'threshold --help' zeigt die Liste."

#: Sources/CommandLineFace/DevCommand.swift:16
msgid "--messages needs at least one chat (--chats M)."
msgstr "--messages braucht mindestens einen Chat (--chats M)."

#: Sources/CommandLineFace/ProfilesCommand.swift:52
msgid "--name-stdin needs the new name on a line of standard input (after the profile's name). Usage: {usage}"
msgstr "--name-stdin erwartet den neuen Namen in einer Zeile der Standardeingabe (nach dem Namen des Profils). Aufruf: {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:110
msgid "--passcode-stdin was given, but this install has no passcode (the lock is off), so no line was read and nothing was changed. Leave out --passcode-stdin, or set a passcode first: threshold lock set."
msgstr "--passcode-stdin wurde angegeben, aber diese Installation hat keinen Code (die Sperre ist aus). Es wurde also keine Zeile gelesen und nichts geändert. Lass --passcode-stdin weg oder lege zuerst einen Code fest: threshold lock set."

#: Sources/CommandLineFace/MigrateCommand.swift:49
msgid "--serve sends the archive to the other device, so it takes no --to FILE."
msgstr "--serve sendet das Archiv an das andere Gerät und nimmt daher kein --to FILE."

#: Sources/TerminalFace/Runtime/AppLaunchError.swift:23
msgid "--theme must be light or dark, not \"{value}\"."
msgstr "--theme muss light oder dark sein, nicht „{value}“."

#: Sources/CommandLineFace/MigrateCommand.swift:34
msgid "--timeout goes with --serve."
msgstr "--timeout gehört zu --serve."

#: Sources/Features/Migration/MigrationExport.swift:44
msgid "--to needs a file name."
msgstr "--to braucht einen Dateinamen."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:70
msgid "--version takes no command. Run 'threshold --version' alone."
msgstr "--version nimmt keinen Befehl. Führe 'threshold --version' allein aus."

#: Sources/CommandLineFace/Arguments.swift:73
msgid "--{option} is given twice."
msgstr "--{option} ist zweimal angegeben."

#: Sources/CommandLineFace/Arguments.swift:68
msgid "--{option} needs a value, not the option {value}. For a value that starts with dashes, write --{option}=VALUE."
msgstr "--{option} braucht einen Wert, nicht die Option {value}. Für einen Wert, der mit Bindestrichen beginnt, schreib --{option}=VALUE."

#: Sources/CommandLineFace/Arguments.swift:63
msgid "--{option} needs a value."
msgstr "--{option} braucht einen Wert."

#: Sources/CommandLineFace/Arguments.swift:104
msgid "--{option} needs a whole number from {low} to {high}, not \"{value}\"."
msgstr "--{option} braucht eine ganze Zahl von {low} bis {high}, nicht „{value}“."

#: Sources/CommandLineFace/Arguments.swift:76
msgid "--{option} takes no value."
msgstr "--{option} nimmt keinen Wert."

#: Sources/Features/Migration/DirectTransfer.swift:52
msgid "A device connected. Short code: {code}. Check that the new device shows the same code; the transfer starts once it is confirmed there."
msgstr "Ein Gerät hat sich verbunden. Kurzcode: {code}. Prüfe, dass das neue Gerät denselben Code zeigt; die Übertragung beginnt, sobald er dort bestätigt ist."

#: Sources/CommandLineFace/MigrateCommand.swift:146
msgid "A direct transfer needs the short code the other device shows on the next line of standard input (after the link). Nothing was changed."
msgstr "Eine direkte Übertragung braucht den Kurzcode, den das andere Gerät zeigt, auf der nächsten Zeile der Standardeingabe (nach dem Link). Nichts wurde geändert."

#: Sources/Features/Errors/ErrorReport.swift:257
msgid "A file operation failed: {detail}"
msgstr "Ein Dateivorgang ist fehlgeschlagen: {detail}"

#: Sources/Features/Errors/ErrorReport.swift:208
msgid "A file operation failed: {detail}. Nothing was changed."
msgstr "Ein Dateivorgang ist fehlgeschlagen: {detail}. Nichts wurde geändert."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:78
msgid "A key file beside the data (no passcode)"
msgstr "Eine Schlüsseldatei neben den Daten (kein Code)"

#: Sources/Features/Errors/ErrorReport.swift:150
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "Eine Nachricht darf höchstens {limit} Byte lang sein. Nichts wurde gespeichert."

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "Ein stummgeschaltetes Profil sendet keine Benachrichtigungen und zählt nicht zum Gesamtzähler. Seine ungelesenen Nachrichten stehen weiter in der Liste."

#: Sources/Features/Lock/RecoveryFlow.swift:148
msgid "A new database key is made and every page is copied under it, in one step that can't half happen; it takes about as long as copying the data. The passcode and the protection level stay as they are; a recovery key made before opens nothing afterwards."
msgstr "Ein neuer Datenbankschlüssel wird erzeugt und jede Seite darunter kopiert, in einem Schritt, der nicht halb geschehen kann; das dauert etwa so lange wie ein Kopieren der Daten. Code und Schutzstufe bleiben, wie sie sind; ein vorher erstellter Wiederherstellungsschlüssel öffnet danach nichts mehr."

#: Sources/Features/Lock/RecoveryFlow.swift:142
msgid "A new database key, every page re-encrypted"
msgstr "Ein neuer Datenbankschlüssel, jede Seite neu verschlüsselt"

#: Sources/Features/Lock/RecoveryFlow.swift:125
msgid "A new recovery key is made and shown once; the old one then opens nothing."
msgstr "Ein neuer Wiederherstellungsschlüssel wird erstellt und einmal angezeigt; der alte öffnet dann nichts mehr."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:76
msgid "A passcode (the app lock)"
msgstr "Ein Code (die App-Sperre)"

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "Es gibt bereits ein Profil namens „{name}“. Wähle einen anderen Namen."

#: Sources/Features/Lock/RecoveryFlow.swift:108
msgid "A recovery key exists: it opens the data if the passcode is forgotten or the keyring entry is lost. Enter replaces it with a new one (the old one then opens nothing); x removes it."
msgstr "Ein Wiederherstellungsschlüssel existiert: Er öffnet die Daten, wenn du den Code vergisst oder der Eintrag im Schlüsselbund verloren geht. Enter ersetzt ihn durch einen neuen (der alte öffnet dann nichts mehr); x entfernt ihn."

#: Sources/Features/Settings/SettingsText.swift:14
msgid "About"
msgstr "Über"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:46
msgid "Accept conditions"
msgstr "Bedingungen annehmen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:266
msgid "Accept conditions for the selected operators"
msgstr "Bedingungen für die gewählten Betreiber annehmen"

#: Sources/CommandLineFace/CommandCatalog.swift:62
msgid "Accept the conditions for these operators (enables exactly them)."
msgstr "Die Bedingungen dieser Betreiber annehmen (aktiviert genau diese)."

#: Sources/Features/Desktop/DesktopText.swift:112
msgid "Active profile"
msgstr "Aktives Profil"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:53
msgid "Active profile: {name}"
msgstr "Aktives Profil: {name}"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "Profil hinzufügen"

#: Sources/CommandLineFace/CommandCatalog.swift:68
msgid "After migrating: keep this device, or delete its data."
msgstr "Nach dem Umzug: dieses Gerät behalten oder seine Daten löschen."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:66
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "Nach so vielen falschen Codes in Folge (1 bis {limit}) werden alle Daten auf diesem Gerät gelöscht. Leer: nie."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:82
msgid "After this many wrong passcodes in a row (1 to {max}), all data on this device is wiped."
msgstr "Nach so vielen falschen Codes hintereinander (1 bis {max}) werden alle Daten auf diesem Gerät gelöscht."

#: Sources/Features/Lock/LockSettingsText.swift:14
msgid "After {count}"
msgstr "Nach {count}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:62
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "Nach {count} falschen Code in Folge"
msgstr[1] "Nach {count} falschen Codes in Folge"

#: Sources/Features/Lock/LockSettingsText.swift:74
msgid "After {count} wrong passcode in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgid_plural "After {count} wrong passcodes in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgstr[0] "Nach {count} falschen Code hintereinander, an jeder Abfrage und über Neustarts hinweg, werden ALLE Daten auf diesem Gerät gelöscht."
msgstr[1] "Nach {count} falschen Codes hintereinander, an jeder Abfrage und über Neustarts hinweg, werden ALLE Daten auf diesem Gerät gelöscht."

#: Sources/Features/Lock/Rekey.swift:30
msgid "All data is re-encrypted under a new key. An old copy of threshold.key, with the old passcode, opens nothing written from now on."
msgstr "Alle Daten sind unter einem neuen Schlüssel neu verschlüsselt. Eine alte Kopie von threshold.key öffnet mit dem alten Code nichts, was ab jetzt geschrieben wird."

#: Sources/Features/Migration/MigrationImport.swift:55
msgid "All data is wiped after {count} wrong passcode in a row, as before."
msgid_plural "All data is wiped after {count} wrong passcodes in a row, as before."
msgstr[0] "Alle Daten werden wie bisher nach {count} falschen Code in Folge gelöscht."
msgstr[1] "Alle Daten werden wie bisher nach {count} falschen Codes in Folge gelöscht."

#: Sources/Features/Lock/LockSettingsText.swift:99
msgid "All data will be wiped after {count} wrong passcode in a row."
msgid_plural "All data will be wiped after {count} wrong passcodes in a row."
msgstr[0] "Alle Daten werden nach {count} falschen Code hintereinander gelöscht."
msgstr[1] "Alle Daten werden nach {count} falschen Codes hintereinander gelöscht."

#: Sources/Features/Migration/MigrationExportText.swift:43
msgid "All local Threshold data on this device was deleted."
msgstr "Alle lokalen Threshold-Daten auf diesem Gerät wurden gelöscht."

#: Sources/Features/Migration/MigrationText.swift:48
msgid "All local Threshold data on this device was deleted. Keep using Threshold on the new device."
msgstr "Alle lokalen Threshold-Daten auf diesem Gerät wurden gelöscht. Nutze Threshold weiter auf dem neuen Gerät."

#: Sources/Features/Lock/Rekey.swift:20
msgid "Also re-encrypt all data under a new key? Do this if you think the old passcode leaked: a copy of the old key file then opens nothing written from now on. It takes about as long as copying the data."
msgstr "Auch alle Daten unter einem neuen Schlüssel neu verschlüsseln? Tu das, wenn du glaubst, dass der alte Code bekannt geworden ist: Eine Kopie der alten Schlüsseldatei öffnet dann nichts, was ab jetzt geschrieben wird. Es dauert etwa so lange wie das Kopieren der Daten."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:79
msgid "Any key quit"
msgstr "Beliebige Taste beenden"

#: Sources/TerminalFace/Lock/AppUpdate+Recovery.swift:19
msgid "App lock"
msgstr "App-Sperre"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:16
msgid "Appearance"
msgstr "Darstellung"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:155
msgid "Archive: {path}"
msgstr "Archiv: {path}"

#: Sources/Features/Lock/LockText.swift:87
msgid "Attempt limit off."
msgstr "Versuchslimit aus."

#: Sources/Features/Lock/LockSettingsText.swift:103
msgid "Attempt limit off: wrong passcodes never wipe the data."
msgstr "Versuchslimit aus: Falsche Codes löschen die Daten nie."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:127
msgid "Back"
msgstr "Zurück"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "Verbindung im Hintergrund, in Echtzeit."

#: Sources/PlainFace/PlainApp.swift:248
msgid "Bio (empty keeps the current one, - clears it): "
msgstr "Kurzbeschreibung (leer behält die jetzige, - löscht sie): "

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "Kurzbeschreibung (optional)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "Bio (optional, at most {count} bytes): "
msgstr "Kurzbeschreibung (optional, höchstens {count} Byte): "

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "Bio too long"
msgstr "Bio zu lang"

#: Sources/PlainFace/PlainApp+Onboarding.swift:78
msgid "Bio: "
msgstr "Kurzbeschreibung: "

#: Sources/PlainFace/PlainApp.swift:45
msgid "Bye."
msgstr "Tschüss."

#: Sources/Features/Migration/MigrationText.swift:45
msgid "Cancelled; nothing was deleted."
msgstr "Abgebrochen; nichts wurde gelöscht."

#: Sources/CommandLineFace/CommandCatalog.swift:50
msgid "Change a profile's name (--name-stdin: the new name from standard input) and/or bio (--bio-stdin: from standard input, after the name)."
msgstr "Namen (--name-stdin: der neue Name aus der Standardeingabe) und/oder Kurzbeschreibung eines Profils ändern (--bio-stdin: aus der Standardeingabe, nach dem Namen)."

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Change passcode"
msgstr "Code ändern"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Change the passcode?"
msgstr "Code ändern?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:88
msgid "Changing the app lock asks for the passcode every time."
msgstr "Zum Ändern der App-Sperre wird jedes Mal der Code abgefragt."

#: Sources/Features/Chats/ChatText.swift:5
msgid "Chat with {name}"
msgstr "Chat mit {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "Chats"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "Chats ohne aktives Profil ({count} ungelesen in allen Profilen)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:20
msgid "Chats of this profile appear here when messages arrive."
msgstr "Die Chats dieses Profils erscheinen hier, sobald Nachrichten eintreffen."

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "Chats von {name} ({count} ungelesen in allen Profilen)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "Chats of {name} appear here when messages arrive."
msgstr "Die Chats von {name} erscheinen hier, sobald Nachrichten eintreffen."

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "Passwort wird geprüft…"

#: Sources/TerminalFace/Lock/LockScreen.swift:42
msgid "Checking…"
msgstr "Wird geprüft…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "Prüft jede Minute, schont den Akku."
msgstr[1] "Prüft alle {count} Minuten, schont den Akku."

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "Wähle 0–{last}: "

#: Sources/Features/Text/ScreenText.swift:12
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "Wähle, wie die App dich über neue Nachrichten informiert. Du kannst das später in den Einstellungen ändern."

#: Sources/PlainFace/PlainApp+Onboarding.swift:132
msgid "Choose operators (a number toggles), then accept"
msgstr "Betreiber wählen (eine Zahl schaltet um), dann akzeptieren"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:194
msgid "Choose the archive"
msgstr "Archiv auswählen"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:192
msgid "Choose the archive…"
msgstr "Archiv auswählen …"

#: Sources/CommandLineFace/CommandCatalog.swift:60
msgid "Clear onboarding progress."
msgstr "Den Fortschritt der Einrichtung löschen."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:13
msgid "Commands:"
msgstr "Befehle:"

#: Sources/Features/Migration/DirectTransfer.swift:84
msgid "Compare this code with the other device"
msgstr "Vergleiche diesen Code mit dem auf dem anderen Gerät"

#: Sources/Features/Text/ScreenText.swift:29
msgid "Conditions accepted for {count} operator."
msgid_plural "Conditions accepted for {count} operators."
msgstr[0] "Bedingungen für {count} Betreiber angenommen."
msgstr[1] "Bedingungen für {count} Betreiber angenommen."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:43
msgid "Conditions loaded (version {version})."
msgstr "Bedingungen geladen (Version {version})."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded."
msgstr "Bedingungen geladen."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "Nutzungsbedingungen"

#: Sources/Features/Text/ScreenText.swift:25
msgid "Conditions of use (version {version})"
msgstr "Nutzungsbedingungen (Version {version})"

#: Sources/PlainFace/PlainApp+Onboarding.swift:119
msgid "Conditions version {version}."
msgstr "Bedingungen in Version {version}."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:57
msgid "Configure operators"
msgstr "Betreiber einstellen"

#: Sources/Features/Desktop/DesktopText.swift:90
msgid "Confirm password"
msgstr "Passwort bestätigen"

#: Sources/Features/Profiles/HideProfileText.swift:22
msgid "Confirm the password."
msgstr "Bestätige das Passwort."

#: Sources/Features/Migration/DirectTransfer.swift:57
msgid "Connected to the other device. Short code: {code}. Does the other device show the same code?"
msgstr "Mit dem anderen Gerät verbunden. Kurzcode: {code}. Zeigt das andere Gerät denselben Code?"

#: Sources/Features/Migration/DirectTransfer.swift:61
msgid "Connected to the other device. Short code: {code}. Type the code the other device shows:"
msgstr "Mit dem anderen Gerät verbunden. Kurzcode: {code}. Gib den Code ein, den das andere Gerät zeigt:"

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "Connecting to the other device…"
msgstr "Verbindung zum anderen Gerät wird hergestellt…"

#: Sources/Features/Migration/DirectTransfer.swift:134
msgid "Connection lost {seconds} s ago; reconnecting…"
msgstr "Verbindung vor {seconds} s unterbrochen; neue Verbindung wird aufgebaut…"

#: Sources/Features/Migration/DirectTransfer.swift:137
msgid "Connection lost; reconnecting…"
msgstr "Verbindung unterbrochen; neue Verbindung wird aufgebaut…"

#: Sources/Features/Migration/DirectTransfer.swift:140
msgid "Connection lost; resumed at {size}."
msgstr "Verbindung unterbrochen; fortgesetzt bei {size}."

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:22
msgid "Continue"
msgstr "Weiter"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:151
msgid "Copy link"
msgstr "Link kopieren"

#: Sources/Features/Migration/MigrationText.swift:23
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, choose \"Migrate from another device\" (or run threshold migrate import, with --archive FILE when the archive is not at the same path) and paste this link when asked. It holds the archive's key: share it only with yourself, and keep it off command lines:"
msgstr "Kopiere das Archiv auf das neue Gerät (in einen beliebigen Ordner oder auf einen USB-Stick). Wähle dort „Von einem anderen Gerät umziehen“ (oder führe threshold migrate import aus, mit --archive FILE, wenn das Archiv nicht am selben Pfad liegt) und füge diesen Link ein, wenn danach gefragt wird. Er enthält den Schlüssel des Archivs: Teile ihn nur mit dir selbst und halte ihn aus Befehlszeilen heraus:"

#: Sources/Features/Migration/MigrationText.swift:29
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, run threshold migrate import and paste this link when asked (keep it off the command line, where other users and shell history see it; add --archive FILE when the archive is not at the same path there), or choose \"Migrate from another device\" on the welcome screen. To send the data over this network instead, without a file: threshold migrate export --serve."
msgstr "Kopiere das Archiv auf das neue Gerät (in einen beliebigen Ordner oder auf einen USB-Stick). Führe dort threshold migrate import aus und füge diesen Link ein, wenn danach gefragt wird (nicht in die Befehlszeile, wo andere Benutzer und der Shell-Verlauf ihn sehen; gib --archive FILE an, wenn das Archiv dort nicht am selben Pfad liegt), oder wähle „Von einem anderen Gerät umziehen“ auf dem Begrüßungsbildschirm. Um die Daten stattdessen ohne Datei über dieses Netzwerk zu senden: threshold migrate export --serve."

#: Sources/Features/Progress/TransferProgress.swift:73
msgid "Copying database"
msgstr "Datenbank wird kopiert"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "Namen korrigieren"

#: Sources/PlainFace/PlainApp.swift:262
msgid "Correct name to \"{name}\"?"
msgstr "Namen zu „{name}“ korrigieren?"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:48
msgid "Could not load the conditions: {reason}"
msgstr "Die Bedingungen konnten nicht geladen werden: {reason}"

#: Sources/CommandLineFace/CommandCatalog.swift:48
msgid "Create a profile; it becomes active."
msgstr "Ein Profil erstellen; es wird aktiv."

#: Sources/CommandLineFace/CommandCatalog.swift:82
msgid "Create demo data."
msgstr "Beispieldaten erzeugen."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Create profile"
msgstr "Profil erstellen"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "Erstelle dein Profil"

#: Sources/Features/Profiles/ProfilesText.swift:32
msgid "Created profile \"{name}\"; it is now active."
msgstr "Profil „{name}“ erstellt; es ist jetzt aktiv."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "Wird erstellt…"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:22
msgid "Ctrl-C quit"
msgstr "Strg-C beenden"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:56
msgid "Current conditions: version {version}"
msgstr "Aktuelle Bedingungen: Version {version}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:40
msgid "Data directory"
msgstr "Datenverzeichnis"

#: Sources/Features/Settings/SettingsText.swift:22
msgid "Data directory: {path}"
msgstr "Datenverzeichnis: {path}"

#: Sources/Features/Errors/ErrorReport.swift:210
msgid "Database error: {detail}."
msgstr "Datenbankfehler: {detail}."

#: Sources/Features/Progress/TransferProgress.swift:76
msgid "Decrypting"
msgstr "Entschlüsseln"

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "„{name}“ und alle seine Chats von diesem Gerät löschen?"

#: Sources/CommandLineFace/CommandCatalog.swift:56
msgid "Delete a profile (and with --server-data its server queues)."
msgstr "Ein Profil löschen (und mit --server-data seine Warteschlangen auf den Servern)."

#: Sources/Features/Migration/MigrationText.swift:41
msgid "Delete all Threshold data on this device? This can't be undone."
msgstr "Alle Threshold-Daten auf diesem Gerät löschen? Das lässt sich nicht rückgängig machen."

#: Sources/Features/Migration/MigrationExportText.swift:35
msgid "Delete all local data?"
msgstr "Alle lokalen Daten löschen?"

#: Sources/Features/Migration/MigrationExportText.swift:41
msgid "Delete everything"
msgstr "Alles löschen"

#: Sources/Features/Migration/MigrationExportText.swift:27
msgid "Delete local data"
msgstr "Lokale Daten löschen"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:170
msgid "Delete local data?"
msgstr "Lokale Daten löschen?"

#: Sources/Features/Profiles/ProfileAction.swift:29
msgid "Delete profile"
msgstr "Profil löschen"

#: Sources/Features/Profiles/ProfileDeleteText.swift:12
msgid "Delete profile (local data only)"
msgstr "Profil löschen (nur lokale Daten)"

#: Sources/Features/Profiles/ProfileDeleteText.swift:14
msgid "Delete profile and server connections"
msgstr "Profil und Serververbindungen löschen"

#: Sources/Features/Profiles/ProfileDeleteText.swift:16
msgid "Delete profile?"
msgstr "Profil löschen?"

#: Sources/Features/Migration/MigrationText.swift:39
msgid "Delete this device's data"
msgstr "Daten dieses Geräts löschen"

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "Deleted \"{name}\"."
msgstr "„{name}“ gelöscht."

#: Sources/Features/Migration/MigrationText.swift:52
msgid "Deleted all local Threshold data in {directory} (database, files and migration archives)."
msgstr "Alle lokalen Threshold-Daten in {directory} gelöscht (Datenbank, Dateien und Umzugsarchive)."

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "Löschen fragt im Terminal nach einer Bestätigung; um aus einem Skript zu löschen, füge --yes hinzu."

#: Sources/CommandLineFace/OutboxCommand.swift:32
msgid "Delivered: {delivered}, failed: {failed}, waiting: {remaining}."
msgstr "Zugestellt: {delivered}, fehlgeschlagen: {failed}, wartend: {remaining}."

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:40
msgid "Device token"
msgstr "Geräte-Token"

#: Sources/Features/Settings/NotificationSettingsText.swift:46
msgid "Device token: {token}; periodic checks every {count} minute; next check: {next}."
msgid_plural "Device token: {token}; periodic checks every {count} minutes; next check: {next}."
msgstr[0] "Gerätetoken: {token}; regelmäßiger Abruf jede Minute; nächster Abruf: {next}."
msgstr[1] "Gerätetoken: {token}; regelmäßiger Abruf alle {count} Minuten; nächster Abruf: {next}."

#: Sources/CommandLineFace/CommandCatalog.swift:143
msgid "Did you mean \"{word}\"?"
msgstr "„{word}“ gemeint?"

#: Sources/CommandLineFace/CommandCatalog.swift:153
msgid "Did you mean --{option}?"
msgstr "Meintest du --{option}?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "Anzeigename"

#: Sources/PlainFace/PlainApp.swift:247
msgid "Display name (empty keeps \"{name}\"): "
msgstr "Anzeigename (leer behält „{name}“): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "Anzeigename (leer lassen, um zurückzugehen): "

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Display name of the new profile"
msgstr "Anzeigename des neuen Profils"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "Anzeigename: "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:47
msgid "Domains"
msgstr "Domains"

#: Sources/PlainFace/PlainApp.swift:188
msgid "Done."
msgstr "Erledigt."

#: Sources/Features/Progress/TransferProgress.swift:75
msgid "Downloading"
msgstr "Herunterladen"

#: Sources/TerminalFace/App/AppUpdate.swift:237
msgid "Duplicate display name!"
msgstr "Anzeigename bereits vergeben!"

#: Sources/Features/Progress/TransferProgress.swift:66
msgid "ETA {seconds} s"
msgstr "noch {seconds} s"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "Profil bearbeiten"

#: Sources/PlainFace/PlainApp.swift:246
msgid "Edit profile \"{name}\""
msgstr "Profil „{name}“ bearbeiten"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "Benachrichtigungen aktivieren"

#: Sources/Features/Progress/TransferProgress.swift:74
msgid "Encrypting"
msgstr "Verschlüsseln"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:16
msgid "Enlarge the window to at least {width}x{height} to see the QR code, or press l to show the link alone for copying."
msgstr "Vergrößere das Fenster auf mindestens {width}x{height}, um den QR-Code zu sehen, oder drücke l, um nur den Link zum Kopieren zu zeigen."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:11
msgid "Enter I wrote it down  Esc cancel (nothing stored)"
msgstr "Enter Ich hab ihn aufgeschrieben  Esc abbrechen (nichts gespeichert)"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "Gib einen Code ein."

#: Sources/Features/Profiles/HideProfileText.swift:20
msgid "Enter a password."
msgstr "Gib ein Passwort ein."

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter a valid display name."
msgstr "Gib einen gültigen Anzeigenamen ein."

#: Sources/Features/Migration/MigrationText.swift:70
msgid "Enter another link"
msgstr "Anderen Link eingeben"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:73
msgid "Enter changes the passcode; x turns the lock off (and removes the self-destruct passcode and the attempt limit)."
msgstr "Enter ändert den Code; x schaltet die Sperre aus (und entfernt den Selbstzerstörungscode und das Versuchslimit)."

#: Sources/TerminalFace/Lock/PasscodeSheet.swift:37
msgid "Enter confirm  Esc cancel"
msgstr "Enter bestätigen  Esc abbrechen"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:12
msgid "Enter confirm  Esc show the key again"
msgstr "Enter bestätigen  Esc Schlüssel wieder zeigen"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue"
msgstr "Enter weiter"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:106
msgid "Enter continue  Esc stop the import"
msgstr "Enter weiter  Esc Import abbrechen"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue  s skip"
msgstr "Enter weiter  s überspringen"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:75
msgid "Enter export  Esc back"
msgstr "Enter exportieren  Esc zurück"

#: Sources/Features/Migration/DirectTransfer.swift:97
msgid "Enter export to a file  s send again  Esc back"
msgstr "Enter in eine Datei exportieren  s erneut senden  Esc zurück"

#: Sources/Features/Migration/DirectTransfer.swift:95
msgid "Enter finalize  Esc back"
msgstr "Enter abschließen  Esc zurück"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:77
msgid "Enter finalize  l link only (to copy)  Esc back"
msgstr "Enter abschließen  l nur Link (zum Kopieren)  Esc zurück"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Enter import  Esc back"
msgstr "Enter importieren  Esc zurück"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:105
msgid "Enter import from this path  Esc back to the link"
msgstr "Enter aus diesem Pfad importieren  Esc zurück zum Link"

#: Sources/Features/Lock/RecoveryFlow.swift:144
msgid "Enter makes a new database key and re-encrypts every page under it. Do this if you think the passcode or a copy of threshold.key leaked: an old copy then opens nothing written from now on."
msgstr "Enter erzeugt einen neuen Datenbankschlüssel und verschlüsselt jede Seite damit neu. Mach das, wenn du glaubst, dass der Code oder eine Kopie von threshold.key in fremde Hände gelangt ist: Eine alte Kopie öffnet dann nichts, was ab jetzt geschrieben wird."

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "Gib oben das Passwort ein, um es anzuzeigen!"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:103
msgid "Enter replace  Esc cancel"
msgstr "Enter ersetzen  Esc abbrechen"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:74
msgid "Enter sets a passcode (typed twice). If you forget it, your data can't be opened."
msgstr "Enter legt einen Code fest (zweimal eingegeben). Wenn du ihn vergisst, lassen sich deine Daten nicht mehr öffnen."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:79
msgid "Enter sets it, with the display name of the profile it creates. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "Enter legt ihn fest, mit dem Anzeigenamen des Profils, das er anlegt. An einer Codeabfrage eingegeben, löscht er alle Daten auf diesem Gerät und öffnet nur dieses eine Profil, wie eine gewöhnliche Entsperrung."

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter the display name of the new profile."
msgstr "Gib den Anzeigenamen des neuen Profils ein."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:78
msgid "Enter try again  Esc back"
msgstr "Enter erneut versuchen  Esc zurück"

#: Sources/TerminalFace/Lock/LockScreen.swift:12
msgid "Enter unlock  Tab recovery key  Ctrl-U clear  Ctrl-C quit"
msgstr "Enter entsperren  Tab Wiederherstellungsschlüssel  Strg-U leeren  Strg-C beenden"

#: Sources/TerminalFace/Lock/LockScreen.swift:11
msgid "Enter use the recovery key  Tab back  Ctrl-C quit"
msgstr "Enter Wiederherstellungsschlüssel verwenden  Tab zurück  Strg-C beenden"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "Gib deinen Namen ein…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:86
msgid "Enter your passcode"
msgstr "Gib deinen Code ein"

#: Sources/TerminalFace/Lock/LockPurpose.swift:34
msgid "Enter your passcode to change the app lock."
msgstr "Gib deinen Code ein, um die App-Sperre zu ändern."

#: Sources/TerminalFace/Lock/LockPurpose.swift:31
msgid "Enter your passcode to continue."
msgstr "Gib deinen Code ein, um fortzufahren."

#: Sources/TerminalFace/Lock/LockPurpose.swift:27
msgid "Enter your passcode to create a profile."
msgstr "Gib deinen Code ein, um ein Profil zu erstellen."

#: Sources/TerminalFace/Lock/LockPurpose.swift:28
msgid "Enter your passcode to delete the profile."
msgstr "Gib deinen Code ein, um das Profil zu löschen."

#: Sources/TerminalFace/Lock/LockPurpose.swift:35
msgid "Enter your passcode to export your data."
msgstr "Gib deinen Code ein, um deine Daten zu exportieren."

#: Sources/TerminalFace/Lock/LockPurpose.swift:29
msgid "Enter your passcode to hide the profile."
msgstr "Gib deinen Code ein, um das Profil zu verbergen."

#: Sources/Features/Desktop/DesktopText.swift:126
msgid "Enter your passcode to open your profiles."
msgstr "Gib deinen Code ein, um deine Profile zu öffnen."

#: Sources/TerminalFace/Lock/LockPurpose.swift:24
msgid "Enter your passcode to open {app}."
msgstr "Gib deinen Code ein, um {app} zu öffnen."

#: Sources/TerminalFace/Lock/LockPurpose.swift:33
msgid "Enter your passcode to search and reveal profiles."
msgstr "Gib deinen Code ein, um Profile zu suchen und aufzudecken."

#: Sources/TerminalFace/Lock/LockPurpose.swift:30
msgid "Enter your passcode to unhide the profile."
msgstr "Gib deinen Code ein, um das Profil wieder sichtbar zu machen."

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:11
msgid "Enter/Esc close  ←→ page  PgUp PgDn scroll"
msgstr "Enter/Esc schließen  ←→ Seite  Bild↑ Bild↓ blättern"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:80
msgid "Entered at any passcode prompt, it wipes ALL data and opens a new profile with this name. It must differ from the passcode."
msgstr "An einer Codeabfrage eingegeben, löscht er ALLE Daten und öffnet ein neues Profil mit diesem Namen. Er muss sich vom Code unterscheiden."

#: Sources/Features/Lock/LockSettingsText.swift:64
msgid "Entered at any passcode prompt, it wipes ALL data on this device and opens a new profile named \"{name}\", as if nothing happened. It then becomes the passcode."
msgstr "An einer Codeabfrage eingegeben, löscht er ALLE Daten auf diesem Gerät und öffnet ein neues Profil namens „{name}“, als wäre nichts geschehen. Danach ist er der Code."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:54
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "Wird er bei einer Code-Abfrage eingegeben, löscht er alle Daten und öffnet ein neues Profil mit diesem Namen. Er muss sich vom Code unterscheiden."

#: Sources/Features/Lock/LockSettingsText.swift:45
msgid "Entering it will no longer wipe the data."
msgstr "Seine Eingabe löscht die Daten dann nicht mehr."

#: Sources/Features/Lock/LockText.swift:69
msgid "Entering the self-destruct passcode at the lock erases all data and starts a fresh profile with the name you give here."
msgstr "Wer an der Sperre den Selbstzerstörungscode eingibt, löscht alle Daten und startet ein neues Profil mit dem Namen, den du hier angibst."

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:160
msgid "Error"
msgstr "Fehler"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "Fehler beim Akzeptieren der Bedingungen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:152
msgid "Error accepting conditions: {error}"
msgstr "Fehler beim Akzeptieren der Bedingungen: {error}"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:181
msgid "Error changing the app lock"
msgstr "Fehler beim Ändern der App-Sperre"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:63
msgid "Error creating profile"
msgstr "Fehler beim Erstellen des Profils"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:68
msgid "Error deleting profile"
msgstr "Fehler beim Löschen des Profils"

#: Sources/TerminalFace/MigrationExport/AppUpdate+MigrationExport.swift:171
msgid "Error finalizing migration"
msgstr "Fehler beim Abschließen des Umzugs"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:69
msgid "Error reading chat"
msgstr "Fehler beim Lesen des Chats"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:66
msgid "Error saving profile password"
msgstr "Fehler beim Speichern des Profilpassworts"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:67
msgid "Error showing profile"
msgstr "Fehler beim Sichtbarmachen des Profils"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:64
msgid "Error switching profile"
msgstr "Fehler beim Wechseln des Profils"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:65
msgid "Error updating profile"
msgstr "Fehler beim Aktualisieren des Profils"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "Fehler: {message}"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:38
msgid "Esc back"
msgstr "Esc zurück"

#: Sources/Features/Migration/DirectTransfer.swift:93
msgid "Esc stop listening  l link only (to copy)"
msgstr "Esc nicht mehr warten  l nur der Link (zum Kopieren)"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:173
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "Alle Profile, Chats und Schlüssel auf diesem Gerät und das hier exportierte Archiv werden gelöscht. Importiere das Archiv zuerst auf dem anderen Gerät. Das lässt sich nicht rückgängig machen."

#: Sources/Features/Migration/MigrationExportText.swift:38
msgid "Every profile, chat and setting on this device, and the migration archive, will be deleted. This can't be undone. Make sure the new device imported the link first."
msgstr "Jedes Profil, jeder Chat und jede Einstellung auf diesem Gerät sowie das Umzugsarchiv werden gelöscht. Das lässt sich nicht rückgängig machen. Stell sicher, dass das neue Gerät den Link zuvor importiert hat."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:139
msgid "Export"
msgstr "Exportieren"

#: Sources/CommandLineFace/CommandCatalog.swift:66
msgid "Export all data into an encrypted archive; prints the link (and its QR code on a terminal). With --serve, send it once, directly, to a device on this network."
msgstr "Alle Daten in ein verschlüsseltes Archiv exportieren; gibt den Link aus (im Terminal auch seinen QR-Code). Mit --serve einmal direkt an ein Gerät in diesem Netzwerk senden."

#: Sources/Features/Migration/MigrationExportText.swift:6
msgid "Export everything on this device (profiles, hidden ones included, chats and settings) into one encrypted archive. You get a link holding the archive's key: share it only with yourself."
msgstr "Exportiere alles auf diesem Gerät (Profile, auch verborgene, Chats und Einstellungen) in ein verschlüsseltes Archiv. Du erhältst einen Link mit dem Schlüssel des Archivs: Teile ihn nur mit dir selbst."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:136
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "Der Export erstellt ein verschlüsseltes Archiv aller deiner Profile und Chats auf diesem Gerät. Das andere Gerät importiert es mit dem Link (oder seinem QR-Code); der Link enthält den Schlüssel des Archivs, zeig ihn also niemandem sonst."

#: Sources/Features/Migration/MigrationText.swift:19
msgid "Exported to {path} ({size})."
msgstr "Exportiert nach {path} ({size})."

#: Sources/Features/Migration/MigrationText.swift:16
msgid "Exporting…"
msgstr "Wird exportiert …"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:76
msgid "Exporting…  Ctrl-C quit"
msgstr "Export läuft…  Strg-C beenden"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:53
msgid "Exporting… The archive is written in the background; keep this window open."
msgstr "Export läuft… Das Archiv wird im Hintergrund geschrieben; lass dieses Fenster offen."

#: Sources/Features/Migration/MigrationExportText.swift:19
msgid "Finalize migration"
msgstr "Umzug abschließen"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:160
msgid "Finalize the migration"
msgstr "Umzug abschließen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:244
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "Dem System folgen (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"

#: Sources/Features/Settings/AppSession+Theme.swift:16
msgid "Follow the terminal"
msgstr "Wie das Terminal"

#: Sources/Features/Lock/RecoveryFlow.swift:84
msgid "Forgot passcode? Use the recovery key"
msgstr "Code vergessen? Wiederherstellungsschlüssel verwenden"

#: Sources/CommandLineFace/ProfilesCommand.swift:41
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "Gib die Beschreibung mit --bio B oder mit --bio-stdin an, nicht mit beiden."

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "Gib den neuen Namen mit --name N oder mit --name-stdin an, nicht mit beiden."

#: Sources/Features/Migration/DirectTransfer.swift:145
msgid "Go on importing"
msgstr "Weiter importieren"

#: Sources/Features/Migration/MigrationExportText.swift:22
msgid "Has the new device imported the link? Keep using this device: the data stays here, but using Threshold on both devices breaks message delivery. Delete local data: everything on this device is erased."
msgstr "Hat das neue Gerät den Link importiert? Weiter nutzen: Die Daten bleiben hier, aber Threshold auf beiden Geräten zu nutzen, stört die Zustellung von Nachrichten. Lokale Daten löschen: Alles auf diesem Gerät wird gelöscht."

#: Sources/Features/Desktop/DesktopText.swift:116
msgid "Hidden profile"
msgstr "Verborgenes Profil"

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "Verborgene Profile"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "Verborgene Profile sind immer stummgeschaltet. Zeige das Profil wieder an, um die Stummschaltung aufzuheben."

#: Sources/Features/Desktop/DesktopText.swift:92
msgid "Hide"
msgstr "Verbergen"

#: Sources/Features/Profiles/HideProfileText.swift:5
msgid "Hide \"{name}\""
msgstr "„{name}“ verbergen"

#: Sources/CommandLineFace/CommandCatalog.swift:53
msgid "Hide a profile behind a password."
msgstr "Ein Profil hinter einem Passwort verbergen."

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Hide profile"
msgstr "Profil verbergen"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "So funktioniert es"

#: Sources/Features/Migration/DirectTransfer.swift:128
msgid "How long should this device wait for the other one?"
msgstr "Wie lange soll dieses Gerät auf das andere warten?"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "So funktionieren Benachrichtigungen"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:200
msgid "Import"
msgstr "Importieren"

#: Sources/CommandLineFace/CommandCatalog.swift:67
msgid "Import an archive made on another device; paste the link when asked (or give it on standard input)."
msgstr "Ein auf einem anderen Gerät erstelltes Archiv importieren; füge den Link ein, wenn danach gefragt wird (oder gib ihn auf der Standardeingabe an)."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:101
msgid "Import failed: {reason}"
msgstr "Import fehlgeschlagen: {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:153
msgid "Import stopped. Nothing on this device changed."
msgstr "Import abgebrochen. Auf diesem Gerät hat sich nichts geändert."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:206
msgid "Import without it"
msgstr "Ohne ihn importieren"

#: Sources/Features/Migration/MigrationText.swift:80
msgid "Import without the passcode? This device will then be unlocked."
msgstr "Ohne den Code importieren? Dieses Gerät ist dann nicht gesperrt."

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "Ohne den Code importieren? Dieses Gerät ist danach nicht gesperrt; lege anschließend unter Einstellungen › App-Sperre einen Code fest."

#: Sources/Features/Migration/MigrationText.swift:87
msgid "Imported the archive ({count} file, made by Threshold {version})."
msgid_plural "Imported the archive ({count} files, made by Threshold {version})."
msgstr[0] "Archiv importiert ({count} Datei, erstellt von Threshold {version})."
msgstr[1] "Archiv importiert ({count} Dateien, erstellt von Threshold {version})."

#: Sources/Features/Migration/MigrationText.swift:84
msgid "Imported the archive ({count} file, made by Threshold {version}); its data was upgraded to this version."
msgid_plural "Imported the archive ({count} files, made by Threshold {version}); its data was upgraded to this version."
msgstr[0] "Archiv importiert ({count} Datei, erstellt von Threshold {version}); seine Daten wurden auf diese Version aktualisiert."
msgstr[1] "Archiv importiert ({count} Dateien, erstellt von Threshold {version}); seine Daten wurden auf diese Version aktualisiert."

#: Sources/Features/Migration/MigrationText.swift:64
msgid "Importing the archive…"
msgstr "Archiv wird importiert …"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:143
msgid "Importing…"
msgstr "Wird importiert …"

#: Sources/Features/Migration/DirectTransfer.swift:149
msgid "Importing…  Esc stop  Ctrl-C quit"
msgstr "Import läuft…  Esc abbrechen  Strg-C beenden"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "Sofort: Eine Verbindung bleibt im Hintergrund offen; Benachrichtigungen kommen in Echtzeit."

#: Sources/TerminalFace/App/AppUpdate.swift:238
msgid "Invalid display name!"
msgstr "Ungültiger Anzeigename!"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "Ungültiger Anzeigename. Namen zu „{name}“ korrigieren?"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "Ungültiger Anzeigename: Er braucht mindestens einen Buchstaben, eine Ziffer oder ein Symbol."

#: Sources/Features/Migration/MigrationImport.swift:52
msgid "It opens with the other device's passcode, and its self-destruct passcode is set as it was."
msgstr "Sie öffnen sich mit dem Code des anderen Geräts, und sein Selbstzerstörungscode gilt wie bisher."

#: Sources/Features/Migration/MigrationImport.swift:53
msgid "It opens with the other device's passcode; no self-destruct passcode is set."
msgstr "Sie öffnen sich mit dem Code des anderen Geräts; kein Selbstzerstörungscode ist festgelegt."

#: Sources/CommandLineFace/CommandCatalog.swift:78
msgid "Keep the database key in the desktop keyring or a key file (with the passcode off)."
msgstr "Den Datenbankschlüssel im Schlüsselbund des Desktops oder in einer Schlüsseldatei aufbewahren (bei ausgeschaltetem Code)."

#: Sources/Features/Migration/MigrationExportText.swift:25
msgid "Keep using"
msgstr "Weiter nutzen"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:68
msgid "Keep using Threshold on the new device. Press any key to quit."
msgstr "Nutze Threshold auf dem neuen Gerät weiter. Drücke eine beliebige Taste zum Beenden."

#: Sources/Features/Migration/MigrationText.swift:38
msgid "Keep using this device"
msgstr "Dieses Gerät weiter nutzen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:245
msgid "Language"
msgstr "Sprache"

#: Sources/PlainFace/PlainApp+Onboarding.swift:228
msgid "Language ({language})"
msgstr "Sprache ({language})"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "Sprache: {language} (in Threshold gewählt; 'threshold language system' folgt wieder LANG)."

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "Sprache: {language} (aus der Umgebung: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:249
msgid "Language: {language}."
msgstr "Sprache: {language}."

#: Sources/CommandLineFace/CommandCatalog.swift:118
msgid "Leave LINK off: the link holds the archive's key, and a command line can be read by other users (through /proc) and is kept in shell history. Without LINK it is asked for at a no-echo prompt on a terminal, or read from the first line of standard input (after the passcode with --passcode-stdin)."
msgstr "Lass LINK weg: Der Link enthält den Schlüssel des Archivs, und eine Befehlszeile können andere Benutzer lesen (über /proc), außerdem bleibt sie im Verlauf der Shell. Ohne LINK wird er im Terminal an einer verdeckten Eingabeaufforderung abgefragt oder aus der ersten Zeile der Standardeingabe gelesen (nach dem Code, mit --passcode-stdin)."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:46
msgid "Legal name"
msgstr "Firmenname"

#: Sources/CommandLineFace/CommandCatalog.swift:52
msgid "Let a profile notify again."
msgstr "Ein Profil wieder benachrichtigen lassen."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:22
msgid "Light or dark, as the desktop is set."
msgstr "Hell oder dunkel, wie der Desktop eingestellt ist."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:153
msgid "Link copied."
msgstr "Link kopiert."

#: Sources/CommandLineFace/CommandCatalog.swift:57
msgid "List the active profile's chats."
msgstr "Die Chats des aktiven Profils auflisten."

#: Sources/CommandLineFace/CommandCatalog.swift:55
msgid "List the profiles a password reveals."
msgstr "Die Profile auflisten, die ein Passwort zeigt."

#: Sources/CommandLineFace/CommandCatalog.swift:61
msgid "List the server operators and their conditions."
msgstr "Die Serverbetreiber und ihre Bedingungen auflisten."

#: Sources/CommandLineFace/CommandCatalog.swift:80
msgid "List the server requests still owed."
msgstr "Die noch ausstehenden Serveranfragen auflisten."

#: Sources/CommandLineFace/CommandCatalog.swift:47
msgid "List the visible profiles (with a password, the hidden ones it opens too)."
msgstr "Die sichtbaren Profile auflisten (mit einem Passwort auch die verborgenen, die es öffnet)."

#: Sources/Features/Migration/DirectTransfer.swift:113
msgid "Listen for"
msgstr "Warten für"

#: Sources/Features/Migration/DirectTransfer.swift:102
msgid "Listening on {addresses}, port {port}."
msgstr "Wartet auf {addresses}, Port {port}."

#: Sources/Features/Migration/DirectTransfer.swift:47
msgid "Listening on {addresses}, port {port}. Press Ctrl-C to stop."
msgstr "Wartet auf {addresses}, Port {port}. Mit Strg-C beenden."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:40
msgid "Loading the conditions…"
msgstr "Bedingungen werden geladen…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "Wird geladen…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:176
msgid "Local data deleted"
msgstr "Lokale Daten gelöscht"

#: Sources/CommandLineFace/CommandCatalog.swift:54
msgid "Make a hidden profile visible again."
msgstr "Ein verborgenes Profil wieder sichtbar machen."

#: Sources/Features/Lock/Recovery.swift:89
msgid "Make a new recovery key"
msgstr "Neuen Wiederherstellungsschlüssel erstellen"

#: Sources/CommandLineFace/CommandCatalog.swift:49
msgid "Make a profile the active one."
msgstr "Ein Profil zum aktiven machen."

#: Sources/CommandLineFace/CommandCatalog.swift:71
msgid "Make a recovery key (shown once, stored nowhere) that opens the data if the passcode or keyring entry is lost; clear removes it."
msgstr "Einen Wiederherstellungsschlüssel erstellen (einmal gezeigt, nirgends gespeichert), der die Daten öffnet, wenn der Code oder der Schlüsselbund-Eintrag verloren ist; clear entfernt ihn."

#: Sources/Features/Lock/RecoveryFlow.swift:134
msgid "Make a recovery key?"
msgstr "Einen Wiederherstellungsschlüssel erstellen?"

#: Sources/Features/Lock/Recovery.swift:50
msgid "Make a recovery key? It opens the data if the passcode is forgotten or the keyring entry is lost. It is shown once and stored nowhere: write it down and keep it away from this device."
msgstr "Einen Wiederherstellungsschlüssel erstellen? Er öffnet die Daten, wenn du den Code vergisst oder der Eintrag im Schlüsselbund verloren geht. Er wird einmal angezeigt und nirgends gespeichert: Schreib ihn auf und bewahre ihn getrennt von diesem Gerät auf."

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "{count} Nachricht als gelesen markiert."
msgstr[1] "{count} Nachrichten als gelesen markiert."

#: Sources/PlainFace/PlainApp.swift:97
msgid "Menu"
msgstr "Menü"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "Nachrichten nur, solange die App geöffnet ist."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:36
msgid "Migrate from another device"
msgstr "Von einem anderen Gerät umziehen"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:8
msgid "Migrate to another device"
msgstr "Auf ein anderes Gerät umziehen"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:20
msgid "Migration"
msgstr "Umzug"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:104
msgid "Migration complete"
msgstr "Umzug abgeschlossen"

#: Sources/Features/Migration/MigrationExportText.swift:29
msgid "Migration finalized"
msgstr "Umzug abgeschlossen"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:43
msgid "Migration link"
msgstr "Umzugslink"

#: Sources/Features/Migration/MigrationText.swift:60
msgid "Migration link (empty to go back): "
msgstr "Umzugslink (leer für zurück): "

#: Sources/Features/Migration/MigrationText.swift:26
msgid "Migration link (it holds the archive's key: share it only with yourself):"
msgstr "Umzugslink (er enthält den Schlüssel des Archivs: teile ihn nur mit dir selbst):"

#: Sources/Features/Migration/MigrationExportText.swift:17
msgid "Migration link (it holds the key: share it only with yourself):"
msgstr "Umzugslink (er enthält den Schlüssel: Teile ihn nur mit dir selbst):"

#: Sources/CommandLineFace/CommandContext.swift:73
msgid "Missing argument. Usage: {usage}"
msgstr "Ein Argument fehlt. Aufruf: {usage}"

#: Sources/CommandLineFace/CommandContext.swift:52
msgid "Missing the command after \"{command}\". Usage: {usage}"
msgstr "Nach „{command}“ fehlt der Befehl. Aufruf: {usage}"

#: Sources/CommandLineFace/CommandContext.swift:83
msgid "Missing the profile's name: give NAME, or leave it off and type it at the prompt on a terminal, or give it on a line of standard input (after the passcode, before the password). Usage: {usage}"
msgstr "Der Name des Profils fehlt: Gib NAME an, oder lass ihn weg und tippe ihn im Terminal an der Eingabeaufforderung ein, oder gib ihn in einer Zeile der Standardeingabe an (nach dem Code, vor dem Passwort). Aufruf: {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:20
msgid "Mode"
msgstr "Modus"

#: Sources/Features/Migration/MigrationText.swift:11
msgid "Move all your data to your new device: write an encrypted archive file, or send it directly to a device on this network. The link shown then holds the key to your data."
msgstr "Zieh mit allen Daten auf dein neues Gerät um: Schreib eine verschlüsselte Archivdatei oder sende sie direkt an ein Gerät in diesem Netzwerk. Der dann gezeigte Link enthält den Schlüssel zu deinen Daten."

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "Stummschalten"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Muted \"{name}\": it will not notify."
msgstr "„{name}“ stummgeschaltet: Es benachrichtigt nicht mehr."

#: Sources/Features/Desktop/DesktopText.swift:114
msgid "Muted profile"
msgstr "Stummgeschaltetes Profil"

#: Sources/CommandLineFace/CommandCatalog.swift:123
msgid "NAME may be a hidden profile's: leave it off to keep it out of the process list and shell history. It is then asked for at a no-echo prompt on a terminal, or read from a line of standard input: after the passcode (with --passcode-stdin), before the password (with --password-stdin)."
msgstr "NAME kann der Name eines verborgenen Profils sein: Lass ihn weg, damit er nicht in der Prozessliste und im Verlauf der Shell steht. Er wird dann im Terminal an einer verdeckten Eingabeaufforderung abgefragt oder aus einer Zeile der Standardeingabe gelesen: nach dem Code (mit --passcode-stdin), vor dem Passwort (mit --password-stdin)."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Name"
msgstr "Name"

#: Sources/Features/Lock/LockText.swift:74
msgid "Name of the profile a self-destruct leaves (not shown): "
msgstr "Name des Profils, das nach einer Selbstzerstörung bleibt (nicht angezeigt): "

#: Sources/CommandLineFace/OnboardingCommand.swift:55
msgid "Name the operators to accept. Usage: {usage}"
msgstr "Nenne die Betreiber, deren Bedingungen du annehmen willst. Aufruf: {usage}"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "Braucht einen Buchstaben, eine Ziffer oder ein Symbol."

#: Sources/CommandLineFace/ProfilesCommand.swift:59
msgid "New bio (not shown): "
msgstr "Neue Beschreibung (wird nicht angezeigt): "

#: Sources/CommandLineFace/ProfilesCommand.swift:51
msgid "New name (not shown): "
msgstr "Neuer Name (wird nicht angezeigt): "

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:87
msgid "New passcode"
msgstr "Neuer Code"

#: Sources/Features/Lock/LockText.swift:51
msgid "New passcode: "
msgstr "Neuer Code: "

#: Sources/Features/Desktop/SettingsText+Desktop.swift:111
msgid "Newer"
msgstr "Neuer"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:42
msgid "Next check"
msgstr "Nächste Prüfung"

#: Sources/Features/Migration/DirectTransfer.swift:89
msgid "No"
msgstr "Nein"

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No chat receives on this server queue."
msgstr "Kein Chat empfängt über diese Server-Warteschlange."

#: Sources/Features/Errors/ErrorReport.swift:147
msgid "No chat with \"{name}\" in the active profile."
msgstr "Kein Chat mit „{name}“ im aktiven Profil."

#: Sources/TerminalFace/Home/ChatListScreen.swift:21
msgid "No chats yet."
msgstr "Noch keine Chats."

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "Kein Gerätetoken!"

#: Sources/Features/Settings/NotificationSettingsText.swift:63
msgid "No device token! Notifications start once the device provides one; your choice is saved."
msgstr "Kein Gerätetoken! Benachrichtigungen beginnen, sobald das Gerät eines liefert; deine Wahl ist gespeichert."

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "Keine passenden Profile."

#: Sources/TerminalFace/Home/ChatScreen.swift:21
msgid "No messages yet."
msgstr "Noch keine Nachrichten."

#: Sources/Features/Migration/MigrationImport.swift:119
msgid "No migration link was given (the line was empty): paste the whole link the export showed."
msgstr "Es wurde kein Umzugslink angegeben (die Zeile war leer): Füge den ganzen Link ein, den der Export gezeigt hat."

#: Sources/Features/Errors/ErrorReport.swift:158
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "Kein Betreiber mit der ID „{id}“. Siehe 'threshold operators list'."

#: Sources/CommandLineFace/ProfilesCommand.swift:105
msgid "No profile is left: the app starts with onboarding again."
msgstr "Kein Profil mehr übrig: Die App beginnt wieder mit der Einrichtung."

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "Kein Profil namens „{name}“."

#: Sources/CommandLineFace/ProfilesCommand.swift:117
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "Keine Profile. Erstelle eines mit: threshold profiles create NAME"

#: Sources/Features/Lock/Recovery.swift:55
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later with 'threshold lock recovery-key'."
msgstr "Es wurde kein Wiederherstellungsschlüssel erstellt. Ohne Wiederherstellungsschlüssel bedeutet ein verlorener Eintrag im Schlüsselbund oder ein vergessener Code, dass die Daten nicht mehr lesbar sind. Erstelle später einen mit 'threshold lock recovery-key'."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:125
msgid "No release notes in this app."
msgstr "Diese App hat keine Versionshinweise."

#: Sources/Features/Lock/RecoveryFlow.swift:109
msgid "None: a forgotten passcode or a lost keyring entry means the data can't be read. Enter makes one; it is shown once and stored nowhere."
msgstr "Keiner: Ein vergessener Code oder ein verlorener Eintrag im Schlüsselbund heißt, dass die Daten nicht mehr lesbar sind. Enter erstellt einen; er wird einmal angezeigt und nirgends gespeichert."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:78
msgid "Not empty, no space at either end. It must differ from the self-destruct passcode."
msgstr "Nicht leer, ohne Leerzeichen am Anfang oder Ende. Er muss sich vom Selbstzerstörungscode unterscheiden."

#: Sources/Features/Desktop/DesktopText.swift:65
msgid "Not now"
msgstr "Nicht jetzt"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "Auf diesem Gerät wurde nichts geändert."

#: Sources/CommandLineFace/ProfilesCommand.swift:45
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "Nichts zu ändern: Gib --name N (oder --name-stdin) und/oder --bio B (oder --bio-stdin) an."

#: Sources/TerminalFace/Settings/AppUpdate+Preferences.swift:55
msgid "Nothing to show."
msgstr "Nichts anzuzeigen."

#: Sources/Features/Migration/MigrationText.swift:43
msgid "Nothing was deleted."
msgstr "Nichts wurde gelöscht."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:61
msgid "Nothing was left behind. Press Enter to try again."
msgstr "Es wurde nichts zurückgelassen. Drücke Enter, um es erneut zu versuchen."

#: Sources/PlainFace/PlainApp+Onboarding.swift:184
msgid "Notification mode"
msgstr "Benachrichtigungsmodus"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "Benachrichtigungen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Notifications ({mode})"
msgstr "Benachrichtigungen ({mode})"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "Benachrichtigungen starten, sobald das Gerät ein Push-Token bereitstellt. Deine Auswahl ist gespeichert."

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant (waiting for a device token)."
msgstr "Benachrichtigungen: sofort (wartet auf ein Gerätetoken)."

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant."
msgstr "Benachrichtigungen: sofort."

#: Sources/Features/Settings/NotificationSettingsText.swift:32
msgid "Notifications: no mode chosen yet."
msgstr "Benachrichtigungen: noch kein Modus gewählt."

#: Sources/Features/Settings/NotificationSettingsText.swift:33
msgid "Notifications: off."
msgstr "Benachrichtigungen: aus."

#: Sources/Features/Settings/NotificationSettingsText.swift:38
msgid "Notifications: periodic, every {count} minute (waiting for a device token)."
msgid_plural "Notifications: periodic, every {count} minutes (waiting for a device token)."
msgstr[0] "Benachrichtigungen: regelmäßig, jede Minute (wartet auf ein Gerätetoken)."
msgstr[1] "Benachrichtigungen: regelmäßig, alle {count} Minuten (wartet auf ein Gerätetoken)."

#: Sources/Features/Settings/NotificationSettingsText.swift:40
msgid "Notifications: periodic, every {count} minute."
msgid_plural "Notifications: periodic, every {count} minutes."
msgstr[0] "Benachrichtigungen: regelmäßig, jede Minute."
msgstr[1] "Benachrichtigungen: regelmäßig, alle {count} Minuten."

#: Sources/Features/Migration/MigrationText.swift:93
msgid "Now finalize the migration on the other device: threshold migrate finalize [--delete-local]"
msgstr "Schließe den Umzug jetzt auf dem anderen Gerät ab: threshold migrate finalize [--delete-local]"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "OK"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "Aus: keine Push-Benachrichtigungen; Nachrichten kommen nur an, solange die App geöffnet ist."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:85
msgid "Off: wrong passcodes never wipe the data. Enter sets a limit. Wrong passcodes are counted across restarts."
msgstr "Aus: Falsche Codes löschen die Daten nie. Enter legt ein Limit fest. Falsche Codes werden über Neustarts hinweg gezählt."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:113
msgid "Older"
msgstr "Älter"

#: Sources/Features/Migration/MigrationExportText.swift:10
msgid "On the new device, with the archive copied to the same path: choose \"Migrate from another device\" on the welcome screen and paste the link, or run threshold migrate import and paste it when asked (never on the command line, where other users and shell history see it)."
msgstr "Auf dem neuen Gerät, mit dem Archiv am selben Pfad: Wähle „Von einem anderen Gerät umziehen“ auf dem Willkommensbildschirm und füge den Link ein, oder führe threshold migrate import aus und füge ihn ein, wenn danach gefragt wird (nie auf der Befehlszeile, wo andere Benutzer und der Shell-Verlauf ihn sehen)."

#: Sources/Features/Text/ScreenText.swift:15
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "Exportiere auf dem anderen Gerät über die Einstellungen oder mit `threshold migrate export` und füge dann den angezeigten Link hier ein. Liegt das Archiv nicht dort, wo der Link sagt (in einem anderen Ordner, auf einem USB-Stick), wirst du nach dem Ort gefragt."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:46
msgid "On: opens a new profile named {name}"
msgstr "An: öffnet ein neues Profil namens {name}"

#: Sources/CommandLineFace/OnboardingCommand.swift:32
msgid "Onboarding is complete."
msgstr "Die Einrichtung ist abgeschlossen."

#: Sources/CommandLineFace/OnboardingCommand.swift:31
msgid "Onboarding is needed; next step: {step}."
msgstr "Die Einrichtung steht noch aus; nächster Schritt: {step}."

#: Sources/CommandLineFace/OnboardingCommand.swift:35
msgid "Onboarding progress cleared; steps run again for what is eligible."
msgstr "Fortschritt der Einrichtung gelöscht; die Schritte laufen erneut, soweit sie zutreffen."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:196
msgid "Open"
msgstr "Öffnen"

#: Sources/CommandLineFace/CommandCatalog.swift:72
msgid "Open the data with the recovery key and protect it again at the level given."
msgstr "Die Daten mit dem Wiederherstellungsschlüssel öffnen und sie wieder mit der angegebenen Stufe schützen."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:212
msgid "Open your chats"
msgstr "Zu deinen Chats"

#: Sources/Features/Lock/RecoveryFlow.swift:100
msgid "Opening the data…"
msgstr "Die Daten werden geöffnet…"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "Betreiber"

#: Sources/PlainFace/PlainApp+Onboarding.swift:267
msgid "Operators (a number toggles)"
msgstr "Betreiber (eine Zahl schaltet um)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Operators and conditions"
msgstr "Betreiber und Bedingungen"

#: Sources/CommandLineFace/CommandCatalog.swift:113
msgid "Options for every command: --data-dir DIR, --brand FILE, --json, --passcode-stdin."
msgstr "Optionen für jeden Befehl: --data-dir DIR, --brand FILE, --json, --passcode-stdin."

#: Sources/Features/Migration/DirectTransfer.swift:99
msgid "Or press s to send to a device on this network, without a file."
msgstr "Oder drücke s, um ohne Datei an ein Gerät in diesem Netzwerk zu senden."

#: Sources/Features/Migration/MigrationText.swift:32
msgid "Or scan it:"
msgstr "Oder scanne ihn:"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:76
msgid "Passcode"
msgstr "Code"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:74
msgid "Passcode of the other device"
msgstr "Code des anderen Geräts"

#: Sources/Features/Lock/LockText.swift:62
msgid "Passcode removed, with the self-destruct passcode and the attempt limit."
msgstr "Code entfernt, zusammen mit dem Selbstzerstörungscode und dem Versuchslimit."

#: Sources/Features/Lock/LockText.swift:58
msgid "Passcode set. Every command now asks for it."
msgstr "Code festgelegt. Jeder Befehl fragt jetzt danach."

#: Sources/Features/Lock/LockSettingsText.swift:85
msgid "Passcode set. Threshold asks for it at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "Code festgelegt. Threshold fragt ihn beim Start ab und bevor Profile erstellt, gelöscht, verborgen, wieder sichtbar gemacht oder aufgedeckt werden."

#: Sources/Features/Lock/LockText.swift:56
msgid "Passcode set. Threshold asks for it at start and before sensitive changes."
msgstr "Code festgelegt. Threshold fragt beim Start und vor heiklen Änderungen danach."

#: Sources/Features/Text/PromptText.swift:5
msgid "Passcode: "
msgstr "Code: "

#: Sources/Features/Lock/LockText.swift:35
msgid "Passcode: {passcode}; self-destruct passcode: {selfDestruct}; wipe after wrong passcodes: {limit}"
msgstr "Code: {passcode}; Selbstzerstörungscode: {selfDestruct}; löschen nach falschen Codes: {limit}"

#: Sources/Features/Lock/LockText.swift:28
msgid "Passcode: {state}"
msgstr "Code: {state}"

#: Sources/CommandLineFace/Arguments.swift:18
msgid "Passcodes are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on the first line of standard input with --passcode-stdin."
msgstr "Codes werden nie als Argumente angegeben (andere Benutzer können eine Befehlszeile lesen, und Shells speichern sie): Tippe ihn an der verdeckten Eingabeaufforderung ein oder gib ihn in der ersten Zeile der Standardeingabe mit --passcode-stdin an."

#: Sources/Features/Desktop/DesktopText.swift:88
msgid "Password"
msgstr "Passwort"

#: Sources/CommandLineFace/CommandContext.swift:114
msgid "Password (only if \"{name}\" is a hidden profile): "
msgstr "Passwort (nur wenn „{name}“ ein verborgenes Profil ist): "

#: Sources/CommandLineFace/ProfilesCommand.swift:83
msgid "Password of \"{name}\": "
msgstr "Passwort von „{name}“: "

#: Sources/Features/Profiles/ProfilesText.swift:22
msgid "Password to hide \"{name}\": "
msgstr "Passwort, um „{name}“ zu verbergen: "

#: Sources/Features/Text/PromptText.swift:7
msgid "Password: "
msgstr "Passwort: "

#: Sources/CommandLineFace/Arguments.swift:16
msgid "Passwords are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on a line of standard input with --password-stdin."
msgstr "Passwörter werden nie als Argumente angegeben (andere Benutzer können eine Befehlszeile lesen, und Shells speichern sie): Tippe es an der verdeckten Eingabeaufforderung ein oder gib es in einer Zeile der Standardeingabe mit --password-stdin an."

#: Sources/Features/Profiles/HideProfileText.swift:23
msgid "Passwords don't match."
msgstr "Die Passwörter stimmen nicht überein."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:19
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "Link einfügen oder eingeben  Tab wechseln  Enter importieren  Esc zurück"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:190
msgid "Paste the migration link"
msgstr "Umzugslink einfügen"

#: Sources/Features/Migration/MigrationText.swift:62
msgid "Paste the migration link: "
msgstr "Füge den Umzugslink ein: "

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "Periodic interval"
msgstr "Prüfintervall"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "Regelmäßig: Neue Nachrichten werden jede Minute abgerufen; schont den Akku."
msgstr[1] "Regelmäßig: Neue Nachrichten werden alle {count} Minuten abgerufen; schont den Akku."

#: Sources/Features/Errors/ErrorReport.swift:255
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "Zugriff verweigert: {detail} Prüfe Eigentümer und Zugriffsrechte des Datenverzeichnisses."

#: Sources/TerminalFace/App/MenuSheet.swift:23
msgid "PgUp/PgDn"
msgstr "Bild↑/Bild↓"

#: Sources/CommandLineFace/CommandCatalog.swift:85
msgid "Print every row of every table as the database key reads it (the passcode holder's view)."
msgstr "Jede Zeile jeder Tabelle ausgeben, wie der Datenbankschlüssel sie liest (die Sicht von jemandem, der den Code kennt)."

#: Sources/CommandLineFace/CommandCatalog.swift:63
msgid "Print the conditions of use."
msgstr "Die Nutzungsbedingungen ausgeben."

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "Private Chats, Gruppen und deine Kontakte sind für Serverbetreiber nicht zugänglich."

#: Sources/PlainFace/PlainApp+Onboarding.swift:84
msgid "Profile \"{name}\" created."
msgstr "Profil „{name}“ erstellt."

#: Sources/Features/Desktop/DesktopText.swift:122
msgid "Profile actions"
msgstr "Profilaktionen"

#: Sources/CommandLineFace/CommandContext.swift:82
msgid "Profile name (not shown): "
msgstr "Name des Profils (wird nicht angezeigt): "

#: Sources/Features/Lock/LockText.swift:72
msgid "Profile name after a wipe: "
msgstr "Profilname nach dem Löschen: "

#: Sources/TerminalFace/App/AppUpdate.swift:211
msgid "Profile unhidden"
msgstr "Profil wieder sichtbar"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:54
msgid "Profiles"
msgstr "Profile"

#: Sources/Features/Lock/RecoveryFlow.swift:96
msgid "Protect the data with"
msgstr "Die Daten schützen mit"

#: Sources/Features/Lock/LockSettingsText.swift:121
msgid "Protect the data with {level}?"
msgstr "Daten schützen mit: {level}?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:72
msgid "Protection"
msgstr "Schutz"

#: Sources/Features/Migration/MigrationImport.swift:45
msgid "Protection: the data on this device is under a key file beside the data (no passcode)."
msgstr "Schutz: Die Daten auf diesem Gerät sind durch eine Schlüsseldatei neben den Daten geschützt (kein Code)."

#: Sources/Features/Migration/MigrationImport.swift:43
msgid "Protection: the data on this device is under a passcode (the app lock)."
msgstr "Schutz: Die Daten auf diesem Gerät sind durch einen Code geschützt (die App-Sperre)."

#: Sources/Features/Migration/MigrationImport.swift:44
msgid "Protection: the data on this device is under the desktop keyring."
msgstr "Schutz: Die Daten auf diesem Gerät sind durch den Schlüsselbund des Desktops geschützt."

#: Sources/Features/Lock/LockText.swift:27
msgid "Protection: {level}"
msgstr "Schutz: {level}"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "Push-Benachrichtigungen"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:147
msgid "QR code of the migration link"
msgstr "QR-Code des Umzugslinks"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "Beenden"

#: Sources/Features/Lock/RecoveryFlow.swift:140
msgid "Re-encrypt all data"
msgstr "Alle Daten neu verschlüsseln"

#: Sources/Features/Lock/Rekey.swift:39
msgid "Re-encrypt all data under a new key"
msgstr "Alle Daten unter einem neuen Schlüssel neu verschlüsseln"

#: Sources/CommandLineFace/CommandCatalog.swift:73
msgid "Re-encrypt all data under a new key (if the passcode or threshold.key may have leaked)."
msgstr "Alle Daten mit einem neuen Schlüssel neu verschlüsseln (falls der Code oder threshold.key nach außen gelangt sein könnte)."

#: Sources/Features/Lock/RecoveryFlow.swift:146
msgid "Re-encrypt all data under a new key?"
msgstr "Alle Daten unter einem neuen Schlüssel neu verschlüsseln?"

#: Sources/Features/Lock/Rekey.swift:25
msgid "Re-encrypting: {copied} of {total} pages"
msgstr "Neu verschlüsseln: {copied} von {total} Seiten"

#: Sources/PlainFace/PlainApp.swift:94
msgid "Read a chat"
msgstr "Einen Chat lesen"

#: Sources/PlainFace/PlainApp.swift:114
msgid "Read which chat?"
msgstr "Welchen Chat lesen?"

#: Sources/CommandLineFace/CommandCatalog.swift:84
msgid "Receive a message as if from a contact (by --profile and --chat, or by server --queue as the messaging layer does)."
msgstr "Eine Nachricht empfangen, als käme sie von einem Kontakt (über --profile und --chat, oder über die Server-Warteschlange --queue wie die Nachrichtenschicht)."

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received quietly."
msgstr "Still empfangen."

#: Sources/Features/Migration/DirectTransfer.swift:166
msgid "Received {size} directly from the other device (the connection was resumed {count} time)."
msgid_plural "Received {size} directly from the other device (the connection was resumed {count} times)."
msgstr[0] "{size} direkt vom anderen Gerät empfangen (die Verbindung wurde {count}-mal fortgesetzt)."
msgstr[1] "{size} direkt vom anderen Gerät empfangen (die Verbindung wurde {count}-mal fortgesetzt)."

#: Sources/Features/Migration/DirectTransfer.swift:165
msgid "Received {size} directly from the other device."
msgstr "{size} direkt vom anderen Gerät empfangen."

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received; a notification would show."
msgstr "Empfangen; eine Benachrichtigung würde erscheinen."

#: Sources/Features/Migration/MigrationText.swift:55
msgid "Recorded that this device's data was migrated."
msgstr "Vermerkt, dass die Daten dieses Geräts umgezogen sind."

#: Sources/Features/Lock/RecoveryFlow.swift:103
msgid "Recovery key"
msgstr "Wiederherstellungsschlüssel"

#: Sources/Features/Lock/RecoveryFlow.swift:114
msgid "Recovery key copied. Paste it where you keep it, then clear the clipboard."
msgstr "Wiederherstellungsschlüssel kopiert. Füge ihn dort ein, wo du ihn aufbewahrst, und leere dann die Zwischenablage."

#: Sources/Features/Lock/Recovery.swift:71
msgid "Recovery key made. With it, 'threshold lock recover' opens the data if the passcode or the keyring entry is lost."
msgstr "Wiederherstellungsschlüssel erstellt. Damit öffnet 'threshold lock recover' die Daten, wenn der Code oder der Eintrag im Schlüsselbund verloren geht."

#: Sources/Features/Lock/Recovery.swift:86
msgid "Recovery key removed: it opens nothing now."
msgstr "Wiederherstellungsschlüssel entfernt: Er öffnet jetzt nichts mehr."

#: Sources/Features/Lock/Recovery.swift:67
msgid "Recovery key: "
msgstr "Wiederherstellungsschlüssel: "

#: Sources/Features/Migration/DirectTransfer.swift:70
msgid "Refused a connection from a device that does not have the link."
msgstr "Verbindung eines Geräts abgelehnt, das den Link nicht hat."

#: Sources/Features/Migration/DirectTransfer.swift:69
msgid "Refused another device: this device is already sending."
msgstr "Ein weiteres Gerät abgelehnt: Dieses Gerät sendet bereits."

#: Sources/Features/Lock/LockSettingsText.swift:47
msgid "Remove"
msgstr "Entfernen"

#: Sources/Features/Lock/LockText.swift:47
msgid "Remove self-destruct passcode"
msgstr "Selbstzerstörungscode entfernen"

#: Sources/Features/Lock/RecoveryFlow.swift:128
msgid "Remove the recovery key?"
msgstr "Den Wiederherstellungsschlüssel entfernen?"

#: Sources/CommandLineFace/CommandCatalog.swift:76
msgid "Remove the self-destruct passcode."
msgstr "Den Selbstzerstörungscode entfernen."

#: Sources/Features/Lock/LockSettingsText.swift:43
msgid "Remove the self-destruct passcode?"
msgstr "Selbstzerstörungscode entfernen?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:202
msgid "Replace"
msgstr "Ersetzen"

#: Sources/Features/Lock/RecoveryFlow.swift:122
msgid "Replace the recovery key?"
msgstr "Den Wiederherstellungsschlüssel ersetzen?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "Pflichtfeld."

#: Sources/Features/Migration/MigrationText.swift:69
msgid "Retry"
msgstr "Erneut versuchen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:128
msgid "Retry loading the conditions"
msgstr "Bedingungen erneut laden"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "Lade die Bedingungen zuerst erneut."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:48
msgid "Roles"
msgstr "Rollen"

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Run 'threshold --help' for the list."
msgstr "'threshold --help' zeigt die Liste."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:14
msgid ""
"Run 'threshold COMMAND --help' for what a command does.\n"
"Passwords are asked for without echo on a terminal, or read one per line from standard input with --password-stdin. The app-lock passcode, when set, is asked first (no echo), or read from the first line of standard input with --passcode-stdin. No secret is ever an argument (other users read command lines through /proc; shells keep them): leave LINK off 'migrate import', and NAME off a command whose profile may be hidden, to be asked at a no-echo prompt or to give it on standard input. Lines of standard input are read in this order: the passcode, the profile's name or the migration link, the new name (--name-stdin), the profile password, a new passcode. With --json the result or the error is one JSON object on stdout.\n"
"Exit codes: 0 success, 1 refused by a rule or bad data, 2 usage error.\n"
"Data directory: --data-dir, else $THRESHOLD_HOME, else $XDG_DATA_HOME/threshold, else ~/.local/share/threshold.\n"
"Language: --lang, else 'threshold language', else $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps: pseudo-locale)."
msgstr ""
"Was ein Befehl tut, zeigt 'threshold COMMAND --help'.\n"
"Passwörter werden im Terminal ohne Anzeige abgefragt oder mit --password-stdin eines pro Zeile aus der Standardeingabe gelesen. Der Code der App-Sperre wird, wenn festgelegt, zuerst abgefragt (ohne Anzeige) oder mit --passcode-stdin aus der ersten Zeile der Standardeingabe gelesen. Kein Geheimnis ist je ein Argument (andere Benutzer lesen Befehlszeilen über /proc; Shells speichern sie): Lass LINK bei 'migrate import' weg und NAME bei einem Befehl, dessen Profil verborgen sein kann, um an einer verdeckten Eingabeaufforderung gefragt zu werden oder es über die Standardeingabe zu geben. Zeilen der Standardeingabe werden in dieser Reihenfolge gelesen: der Code, der Name des Profils oder der Umzugslink, der neue Name (--name-stdin), das Passwort des Profils, ein neuer Code. Mit --json ist das Ergebnis oder der Fehler ein JSON-Objekt auf stdout.\n"
"Exit-Codes: 0 Erfolg, 1 von einer Regel abgelehnt oder fehlerhafte Daten, 2 Aufruffehler.\n"
"Datenverzeichnis: --data-dir, sonst $THRESHOLD_HOME, sonst $XDG_DATA_HOME/threshold, sonst ~/.local/share/threshold.\n"
"Sprache: --lang, sonst 'threshold language', sonst $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps: Pseudosprache)."

#: Sources/CommandLineFace/MigrateCommand.swift:179
msgid "Same code on both devices?"
msgstr "Derselbe Code auf beiden Geräten?"

#: Sources/Features/Profiles/HideProfileText.swift:17
msgid "Save profile password"
msgstr "Profilpasswort speichern"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:106
msgid "Saved."
msgstr "Gespeichert."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:47
msgid "Saving…"
msgstr "Wird gespeichert…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "Suchen oder Passwort eingeben"

#: Sources/PlainFace/PlainApp.swift:127
msgid "Search or enter password (empty for all): "
msgstr "Suchen oder Passwort eingeben (leer für alle): "

#: Sources/CommandLineFace/DevCommand.swift:19
msgid "Seeded profiles: {profiles}, chats: {chats}, messages: {messages}."
msgstr "Erzeugt – Profile: {profiles}, Chats: {chats}, Nachrichten: {messages}."

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Select at least one operator to accept the conditions."
msgstr "Wähle mindestens einen Betreiber, um die Bedingungen zu akzeptieren."

#: Sources/PlainFace/PlainApp+Onboarding.swift:147
msgid "Select at least one operator."
msgstr "Wähle mindestens einen Betreiber."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:165
msgid "Select the link to copy it. Esc back"
msgstr "Link markieren und kopieren. Esc zurück"

#: Sources/Features/Lock/LockSettingsText.swift:10
msgid "Self-destruct passcode"
msgstr "Selbstzerstörungscode"

#: Sources/Features/Lock/LockSettingsText.swift:96
msgid "Self-destruct passcode removed."
msgstr "Selbstzerstörungscode entfernt."

#: Sources/Features/Lock/LockText.swift:64
msgid "Self-destruct passcode set."
msgstr "Selbstzerstörungscode festgelegt."

#: Sources/Features/Lock/LockSettingsText.swift:93
msgid "Self-destruct passcode set. Entered at any passcode prompt, it wipes all data and opens a new profile named \"{name}\"."
msgstr "Selbstzerstörungscode festgelegt. An einer Codeabfrage eingegeben, löscht er alle Daten und öffnet ein neues Profil namens „{name}“."

#: Sources/Features/Lock/LockText.swift:53
msgid "Self-destruct passcode: "
msgstr "Selbstzerstörungscode: "

#: Sources/Features/Lock/LockText.swift:29
msgid "Self-destruct passcode: {state}"
msgstr "Selbstzerstörungscode: {state}"

#: Sources/CommandLineFace/CommandCatalog.swift:81
msgid "Send the owed requests now."
msgstr "Die ausstehenden Anfragen jetzt senden."

#: Sources/Features/Migration/DirectTransfer.swift:37
msgid "Send to a device on this network"
msgstr "An ein Gerät in diesem Netzwerk senden"

#: Sources/Features/Migration/DirectTransfer.swift:80
msgid "Sent {size} to the new device. This device no longer listens. Finalize the migration here once the new device shows your data (threshold migrate finalize)."
msgstr "{size} an das neue Gerät gesendet. Dieses Gerät wartet nicht mehr auf Verbindungen. Schließe den Umzug hier ab, sobald das neue Gerät deine Daten zeigt (threshold migrate finalize)."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Server operators"
msgstr "Serverbetreiber"

#: Sources/Features/Lock/LockSettingsText.swift:25
msgid "Set a passcode first"
msgstr "Zuerst einen Code festlegen"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "Lege zuerst einen Code fest: threshold lock set."

#: Sources/Features/Lock/LockSettingsText.swift:79
msgid "Set limit"
msgstr "Limit festlegen"

#: Sources/CommandLineFace/CommandCatalog.swift:70
msgid "Set or change the passcode; --rekey (asked on a terminal) also re-encrypts all data under a new key."
msgstr "Den Code festlegen oder ändern; --rekey (im Terminal wird gefragt) verschlüsselt auch alle Daten mit einem neuen Schlüssel neu."

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Set passcode"
msgstr "Code festlegen"

#: Sources/Features/Lock/LockSettingsText.swift:67
msgid "Set self-destruct passcode"
msgstr "Selbstzerstörungscode festlegen"

#: Sources/CommandLineFace/CommandCatalog.swift:75
msgid "Set the self-destruct passcode and the profile left after a wipe (without NAME: the name from standard input, after the passcode)."
msgstr "Den Selbstzerstörungscode und das Profil festlegen, das nach dem Löschen bleibt (ohne NAME: der Name von der Standardeingabe, nach dem Code)."

#: Sources/Features/Lock/LockSettingsText.swift:61
msgid "Set the self-destruct passcode?"
msgstr "Selbstzerstörungscode festlegen?"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:77
msgid "Set: entering it opens a new profile named \"{name}\". Enter changes it; x removes it. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "Festgelegt: Seine Eingabe öffnet ein neues Profil namens „{name}“. Enter ändert ihn; x entfernt ihn. An einer Codeabfrage eingegeben, löscht er alle Daten auf diesem Gerät und öffnet nur dieses eine Profil, wie eine gewöhnliche Entsperrung."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "Einstellungen"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "Settings · Notifications"
msgstr "Einstellungen · Benachrichtigungen"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:11
msgid "Settings · Server operators"
msgstr "Einstellungen · Serverbetreiber"

#: Sources/CommandLineFace/CommandCatalog.swift:58
msgid "Show a chat of the active profile (its messages) and mark it read."
msgstr "Einen Chat des aktiven Profils anzeigen (seine Nachrichten) und als gelesen markieren."

#: Sources/CommandLineFace/CommandCatalog.swift:79
msgid "Show or choose the language (de, fr, es, ru, ja, ar, qps; system: from LANGUAGE/LANG)."
msgstr "Die Sprache anzeigen oder wählen (de, fr, es, ru, ja, ar, qps; system: aus LANGUAGE/LANG)."

#: Sources/CommandLineFace/CommandCatalog.swift:64
msgid "Show or choose the notification mode."
msgstr "Den Benachrichtigungsmodus anzeigen oder wählen."

#: Sources/CommandLineFace/CommandCatalog.swift:69
msgid "Show the app lock's settings."
msgstr "Die Einstellungen der App-Sperre zeigen."

#: Sources/CommandLineFace/CommandCatalog.swift:65
msgid "Show what's new since you last looked (--all: every version)."
msgstr "Zeigen, was neu ist, seit du zuletzt nachgesehen hast (--all: jede Version)."

#: Sources/CommandLineFace/CommandCatalog.swift:59
msgid "Show which onboarding steps are done and which is next."
msgstr "Zeigen, welche Schritte der Einrichtung erledigt sind und welcher als Nächstes kommt."

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:23
msgid "Skip"
msgstr "Überspringen"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:68
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Leertaste umschalten  ←→ Betreiber  Esc schließen"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:98
msgid "Starting the import…"
msgstr "Import wird gestartet…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:54
msgid "Starting…"
msgstr "Wird gestartet…"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:124
msgid "Step {index} of {total}"
msgstr "Schritt {index} von {total}"

#: Sources/CommandLineFace/CommandCatalog.swift:51
msgid "Stop a profile's notifications."
msgstr "Die Benachrichtigungen eines Profils stoppen."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:208
msgid "Stop the import"
msgstr "Import abbrechen"

#: Sources/Features/Migration/DirectTransfer.swift:143
msgid "Stop the import? Nothing on this device changes."
msgstr "Import abbrechen? Auf diesem Gerät ändert sich nichts."

#: Sources/Features/Migration/DirectTransfer.swift:110
msgid "Stopped. No transfer was made, and this device no longer listens."
msgstr "Beendet. Es wurde nichts übertragen, und dieses Gerät wartet nicht mehr."

#: Sources/Features/Migration/DirectTransfer.swift:151
msgid "Stopping the import…"
msgstr "Import wird abgebrochen…"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "Zu diesem Profil wechseln"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:48
msgid "Switch to {name}"
msgstr "Zu {name} wechseln"

#: Sources/PlainFace/PlainApp.swift:96
msgid "Switch to {name} ({count} unread)"
msgstr "Zu {name} wechseln ({count} ungelesen)"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:13
msgid "Tab move  Enter choose  c create  m migrate  i how it works  Ctrl-C quit"
msgstr "Tab weiter  Enter wählen  c erstellen  m umziehen  i so geht’s  Strg-C beenden"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Tab next  Enter next/create"
msgstr "Tab weiter  Enter weiter/erstellen"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/create  Esc back"
msgstr "Tab weiter  Enter weiter/erstellen  Esc zurück"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:11
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab weiter  Enter weiter/speichern  Esc zurück"

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Tab next  Enter save  Esc back"
msgstr "Tab weiter  Enter speichern  Esc zurück"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Ctrl-C quit"
msgstr "Tab weiter  ←→ Stufe  Enter weiter/öffnen  Strg-C beenden"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Esc back"
msgstr "Tab weiter  ←→ Stufe  Enter weiter/öffnen  Esc zurück"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "Erzähl deinen Kontakten von dir"

#: Sources/PlainFace/PlainApp+Onboarding.swift:77
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "Diese Beschreibung hat {size}/{limit} Byte; kürze sie bitte."

#: Sources/Features/Errors/ErrorReport.swift:137
msgid "That is not a recovery key: it has 40 letters and digits in 8 groups (a typo makes its check fail). Nothing was tried or changed."
msgstr "Das ist kein Wiederherstellungsschlüssel: Er hat 40 Buchstaben und Ziffern in 8 Gruppen (ein Tippfehler lässt seine Prüfung scheitern). Es wurde nichts versucht oder geändert."

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "Das ist nicht der Code des anderen Geräts."

#: Sources/Features/Errors/ErrorReport.swift:192
msgid "That is not the passcode of the device the archive comes from. Nothing was changed; import again with that device's app passcode."
msgstr "Das ist nicht der Code des Geräts, von dem das Archiv stammt. Nichts wurde geändert; importiere erneut mit dem App-Code dieses Geräts."

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "Das aktive Profil kann nicht gelöscht werden. Wechsle zuerst zu einem anderen Profil."

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "Das aktive Profil kann nicht verborgen werden. Wechsle zuerst zu einem anderen Profil."

#: Sources/Features/Lock/LockSettingsText.swift:89
msgid "The app lock is off. The self-destruct passcode and the attempt limit were removed too."
msgstr "Die App-Sperre ist aus. Selbstzerstörungscode und Versuchslimit wurden ebenfalls entfernt."

#: Sources/Features/Migration/MigrationImport.swift:178
msgid "The archive comes from a device locked with a passcode, and this screen can't ask for that passcode yet: import it with threshold --plain (Migrate from another device) or threshold migrate import, which ask for it."
msgstr "Das Archiv stammt von einem mit Code gesperrten Gerät, und dieser Bildschirm kann noch nicht nach diesem Code fragen: Importiere es mit threshold --plain (Von einem anderen Gerät umziehen) oder threshold migrate import, die danach fragen."

#: Sources/Features/Migration/MigrationText.swift:77
msgid "The archive comes from a device locked with a passcode. Its passcode (empty to import without it): "
msgstr "Das Archiv stammt von einem mit Code gesperrten Gerät. Sein Code (leer, um ohne ihn zu importieren): "

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "Das Archiv stammt von einem Gerät, das mit einem Code gesperrt ist. Gib diesen Code ein, damit dieses Gerät damit gesperrt bleibt, oder lass das Feld leer, um ohne ihn zu importieren."

#: Sources/CommandLineFace/MigrateCommand.swift:148
msgid "The archive comes from a device locked with a passcode: give that passcode on the next line of standard input, or import without it with --without-lock (this device is then unlocked). Nothing was changed."
msgstr "Das Archiv stammt von einem mit Code gesperrten Gerät: Gib diesen Code auf der nächsten Zeile der Standardeingabe an oder importiere ohne ihn mit --without-lock (dieses Gerät ist dann nicht gesperrt). Nichts wurde geändert."

#: Sources/Features/Errors/ErrorReport.swift:187
msgid "The archive comes from a newer version of Threshold (schema {archive}; this version knows {supported}). Update Threshold, then import again. Nothing was changed."
msgstr "Das Archiv stammt von einer neueren Version von Threshold (Schema {archive}; diese Version kennt {supported}). Aktualisiere Threshold und importiere dann erneut. Nichts wurde geändert."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:145
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "Das Archiv ist fertig. Wähle auf dem anderen Gerät „Von einem anderen Gerät umziehen“ und scanne den Code oder füge den Link ein."

#: Sources/Features/Lock/LockSettingsText.swift:32
msgid "The attempt limit counts wrong passcodes: set a passcode first."
msgstr "Das Versuchslimit zählt falsche Codes: Lege zuerst einen Code fest."

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "Die Versuchsgrenze muss eine ganze Zahl von 1 bis {limit} sein oder off."

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "Die Beschreibung hat {size} Byte; erlaubt sind {limit} Byte."

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "Die Markendatei ist nicht verwendbar:"

#: Sources/Features/Errors/ErrorReport.swift:204
msgid "The code you typed is not the one this device computed: the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "Der eingegebene Code ist nicht der, den dieses Gerät berechnet hat: Der Link führt nicht zu deinem anderen Gerät (er wurde vertauscht, oder jemand sitzt dazwischen). Nichts wurde importiert; exportiere erneut auf deinem anderen Gerät und nutze den neuen Link."

#: Sources/Features/Migration/DirectTransfer.swift:159
msgid "The codes differ, so the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "Die Codes unterscheiden sich, also führt der Link nicht zu deinem anderen Gerät (er wurde vertauscht, oder jemand sitzt dazwischen). Nichts wurde importiert; exportiere erneut auf deinem anderen Gerät und nutze den neuen Link."

#: Sources/Features/Migration/DirectTransfer.swift:76
msgid "The connection broke after {size}. Still listening, so the new device can resume."
msgstr "Die Verbindung ist nach {size} abgebrochen. Wartet weiter, damit das neue Gerät fortsetzen kann."

#: Sources/Features/Errors/ErrorReport.swift:235
msgid "The data folder can't be written (read-only or no permission). Only reading works."
msgstr "In den Datenordner kann nicht geschrieben werden (schreibgeschützt oder keine Berechtigung). Nur Lesen ist möglich."

#: Sources/Features/Errors/ErrorReport.swift:222
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "Die Daten werden von einem anderen Threshold-Prozess verwendet. Versuche es erneut, wenn er fertig ist."

#: Sources/Features/Lock/LockSettingsText.swift:132
msgid "The data is now protected by: {level}."
msgstr "Die Daten sind jetzt geschützt durch: {level}."

#: Sources/Features/Lock/Recovery.swift:76
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one with 'threshold lock recovery-key' if it may have been seen."
msgstr "Die Daten sind wieder offen und jetzt auf der Stufe {level} geschützt. Der Wiederherstellungsschlüssel funktioniert weiter; erstelle mit 'threshold lock recovery-key' einen neuen, falls ihn jemand gesehen haben könnte."

#: Sources/Features/Lock/Rekey.swift:35
msgid "The data key was kept (only re-wrapped): whoever has an old copy of threshold.key and the old passcode can still read the data. Run 'threshold lock rekey' (or choose Re-encrypt all data) if the old passcode leaked."
msgstr "Der Datenschlüssel wurde behalten (nur neu verpackt): Wer eine alte Kopie von threshold.key und den alten Code hat, kann die Daten weiterhin lesen. Führe 'threshold lock rekey' aus (oder wähle „Alle Daten neu verschlüsseln“), falls der alte Code bekannt geworden ist."

#: Sources/Features/Errors/ErrorReport.swift:227
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "Die Datenbank lässt sich nicht öffnen ({detail}). Prüfe, ob das Datenverzeichnis dir gehört und beschreibbar ist."

#: Sources/Features/Errors/ErrorReport.swift:224
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "Die Datenbankdatei ist beschädigt oder keine Threshold-Datenbank. Sie wurde nicht verändert."

#: Sources/Features/Errors/ErrorReport.swift:243
msgid "The database file is empty (0 bytes): the data is lost or was replaced. It was not treated as a new install."
msgstr "Die Datenbankdatei ist leer (0 Byte): Die Daten sind verloren oder wurden ersetzt. Sie wurde nicht als neue Installation behandelt."

#: Sources/Features/Errors/ErrorReport.swift:239
msgid "The database is encrypted and no key was given."
msgstr "Die Datenbank ist verschlüsselt, und es wurde kein Schlüssel angegeben."

#: Sources/Features/Errors/ErrorReport.swift:241
msgid "The database is not encrypted yet; it must be converted first."
msgstr "Die Datenbank ist noch nicht verschlüsselt; sie muss zuerst umgewandelt werden."

#: Sources/Features/Errors/ErrorReport.swift:237
msgid "The database key does not open this database. It was not changed."
msgstr "Der Datenbankschlüssel öffnet diese Datenbank nicht. Sie wurde nicht verändert."

#: Sources/Features/Lock/LockText.swift:94
msgid "The database key is now kept by the desktop keyring. If that keyring entry is lost, only a recovery key opens the data."
msgstr "Der Datenbankschlüssel liegt jetzt im Schlüsselbund des Desktops. Geht dieser Eintrag verloren, öffnet nur ein Wiederherstellungsschlüssel die Daten."

#: Sources/Features/Lock/LockText.swift:95
msgid "The database key is now kept in threshold.key beside the data. This protects copies of the database file alone, not your account."
msgstr "Der Datenbankschlüssel liegt jetzt in threshold.key neben den Daten. Das schützt nur Kopien der Datenbankdatei allein, nicht dein Benutzerkonto."

#: Sources/Features/Lock/LockSettingsText.swift:126
msgid "The database key moves into a key file beside the data: this protects copies of the database, not a copy of the whole folder."
msgstr "Der Datenbankschlüssel kommt in eine Schlüsseldatei neben den Daten: Das schützt Kopien der Datenbank, nicht eine Kopie des ganzen Ordners."

#: Sources/Features/Lock/LockSettingsText.swift:125
msgid "The database key moves into the desktop keyring (Secret Service): whoever copies the data folder can't read it without your login keyring."
msgstr "Der Datenbankschlüssel kommt in den Schlüsselbund des Desktops (Secret Service): Wer den Datenordner kopiert, kann ihn ohne deinen Anmelde-Schlüsselbund nicht lesen."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:77
msgid "The desktop keyring"
msgstr "Der Schlüsselbund des Desktops"

#: Sources/Features/Errors/ErrorReport.swift:133
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Open it with your recovery key: threshold lock recover. Nothing was changed."
msgstr "Der Schlüsselbund des Desktops hat keinen Schlüssel für diese Daten (sein Eintrag wurde entfernt, oder es ist ein anderer Schlüsselbund). Öffne sie mit deinem Wiederherstellungsschlüssel: threshold lock recover. Es wurde nichts geändert."

#: Sources/Features/Lock/RecoveryFlow.swift:93
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). This data has a recovery key: type it to open the data, then choose how to protect it from now on."
msgstr "Der Schlüsselbund des Desktops hat keinen Schlüssel für diese Daten (sein Eintrag wurde entfernt, oder es ist ein anderer Schlüsselbund). Diese Daten haben einen Wiederherstellungsschlüssel: Gib ihn ein, um die Daten zu öffnen, und wähle dann, wie sie ab jetzt geschützt werden."

#: Sources/Features/Errors/ErrorReport.swift:135
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Threshold keeps no other copy and no recovery key was made: without that entry the data can't be read. Restore the keyring from a backup, or log in to the desktop session whose keyring holds it; nothing was changed."
msgstr "Der Schlüsselbund des Desktops hat keinen Schlüssel für diese Daten (sein Eintrag wurde entfernt, oder es ist ein anderer Schlüsselbund). Threshold hat keine weitere Kopie, und es wurde kein Wiederherstellungsschlüssel erstellt: Ohne diesen Eintrag sind die Daten nicht lesbar. Stelle den Schlüsselbund aus einer Sicherung wieder her oder melde dich in der Desktop-Sitzung an, deren Schlüsselbund ihn enthält; es wurde nichts geändert."

#: Sources/Features/Migration/DirectTransfer.swift:73
msgid "The device left before confirming the short code. Still listening."
msgstr "Das Gerät hat die Verbindung getrennt, bevor der Kurzcode bestätigt wurde. Wartet weiter."

#: Sources/Features/Errors/ErrorReport.swift:233
msgid "The disk is full. Free some space and try again; what was being saved was not saved."
msgstr "Der Datenträger ist voll. Gib etwas Platz frei und versuche es erneut; was gerade gespeichert werden sollte, wurde nicht gespeichert."

#: Sources/Features/Errors/ErrorReport.swift:245
msgid "The disk reported an error while reading or writing the data ({detail}). What was being saved was not saved; the data already stored was not changed."
msgstr "Der Datenträger meldete beim Lesen oder Schreiben der Daten einen Fehler ({detail}). Was gerade gespeichert werden sollte, wurde nicht gespeichert; die schon gespeicherten Daten wurden nicht verändert."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:60
msgid "The export failed: {reason}"
msgstr "Der Export ist fehlgeschlagen: {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:20
msgid "The import was stopped before the codes were compared."
msgstr "Der Import wurde abgebrochen, bevor die Codes verglichen wurden."

#: Sources/Features/Migration/MigrationImport.swift:222
msgid "The import was stopped before the other device's passcode was given."
msgstr "Der Import wurde abgebrochen, bevor der Code des anderen Geräts angegeben wurde."

#: Sources/Features/Migration/DirectTransfer.swift:155
msgid "The import was stopped."
msgstr "Der Import wurde abgebrochen."

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "Die Schlüsseldatei konnte nicht geschrieben werden ({reason}). Die bisherigen Einstellungen gelten weiter."

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "Die Schlüsseldatei threshold.key neben der Datenbank kann nicht gelesen werden: {reason}. Nichts wurde geändert oder gelöscht."

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "Die Schlüsseldatei threshold.key neben der Datenbank ist beschädigt oder stammt von einer neueren Threshold-Version. Nichts wurde geändert oder gelöscht; stelle die Datei aus einer Sicherung wieder her oder aktualisiere Threshold."

#: Sources/Features/Lock/RecoveryFlow.swift:119
msgid "The key is hidden now. Type it from what you wrote down (dashes and spaces don't matter): it is stored only if it matches."
msgstr "Der Schlüssel ist jetzt verborgen. Tippe ihn von deiner Notiz ab (Bindestriche und Leerzeichen sind egal): Er wird nur gespeichert, wenn er übereinstimmt."

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "Das letzte sichtbare Profil kann nicht verborgen werden. Erstelle zuerst ein weiteres Profil."

#: Sources/Features/Errors/ErrorReport.swift:181
msgid "The migration archive can't be found or read: {detail} Nothing was changed."
msgstr "Das Umzugsarchiv ist nicht zu finden oder nicht lesbar: {detail} Nichts wurde geändert."

#: Sources/Features/Errors/ErrorReport.swift:185
msgid "The migration archive is damaged or incomplete: {detail} Nothing was changed; export it again on the other device."
msgstr "Das Umzugsarchiv ist beschädigt oder unvollständig: {detail} Nichts wurde geändert; exportiere es erneut auf dem anderen Gerät."

#: Sources/CommandLineFace/Arguments.swift:20
msgid "The migration link holds the archive's key, so it is never an option: run 'threshold migrate import' and paste it when asked, or give it on the first line of standard input."
msgstr "Der Umzugslink enthält den Schlüssel des Archivs und ist darum nie eine Option: Führe 'threshold migrate import' aus und füge ihn ein, wenn du gefragt wirst, oder gib ihn in der ersten Zeile der Standardeingabe an."

#: Sources/PlainFace/PlainApp.swift:265
msgid "The name needs at least one letter, number or symbol."
msgstr "Der Name braucht mindestens einen Buchstaben, eine Ziffer oder ein Symbol."

#: Sources/Features/Migration/DirectTransfer.swift:65
msgid "The new device reconnected: sending again from {size}."
msgstr "Das neue Gerät hat sich wieder verbunden: Die Übertragung geht ab {size} weiter."

#: Sources/Features/Lock/Recovery.swift:82
msgid "The old recovery key opened the old key and now opens nothing. Make a new one with 'threshold lock recovery-key'."
msgstr "Der alte Wiederherstellungsschlüssel öffnete den alten Schlüssel und öffnet jetzt nichts mehr. Erstelle mit 'threshold lock recovery-key' einen neuen."

#: Sources/Features/Settings/SettingsText.swift:19
msgid "The onboarding and private profiles of a messenger without user identifiers. Everything stays on this device until you share it."
msgstr "Einrichtung und private Profile eines Messengers ohne Benutzerkennungen. Alles bleibt auf diesem Gerät, bis du es teilst."

#: Sources/Features/Migration/MigrationImport.swift:59
msgid "The other device was locked with a passcode, and you imported without it: this device is now unlocked (Threshold opens without a passcode). To set one: threshold lock set, or Settings › App lock."
msgstr "Das andere Gerät war mit einem Code gesperrt, und du hast ohne ihn importiert: Dieses Gerät ist jetzt nicht gesperrt (Threshold öffnet sich ohne Code). Um einen festzulegen: threshold lock set oder Einstellungen › App-Sperre."

#: Sources/Features/Errors/ErrorReport.swift:200
msgid "The other device was not trusted: {detail}"
msgstr "Dem anderen Gerät wurde nicht vertraut: {detail}"

#: Sources/CommandLineFace/OutboxCommand.swift:18
msgid "The outbox is empty."
msgstr "Der Postausgang ist leer."

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "Code und Selbstzerstörungscode müssen sich unterscheiden. Wähle einen anderen."

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "Der Code darf nicht mit einem Leerzeichen beginnen oder enden."

#: Sources/Features/Lock/LockSettingsText.swift:17
msgid "The passcode is asked at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "Der Code wird beim Start abgefragt und bevor Profile erstellt, gelöscht, verborgen, wieder sichtbar gemacht oder aufgedeckt werden."

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "Der Code ist aktiv, die Daten sind also durch ihn geschützt. Schalte ihn zuerst aus (threshold lock clear), um eine andere Stufe zu wählen."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:83
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "Der Code ist eingeschaltet, also schützt er die Daten. Schalte ihn zuerst aus, um eine andere Stufe zu wählen."

#: Sources/Features/Errors/ErrorReport.swift:128
msgid "The passcode was not checked because the attempt could not be recorded ({reason}). Make the data directory writable (free some disk space), then try again."
msgstr "Der Code wurde nicht geprüft, weil der Versuch nicht gespeichert werden konnte ({reason}). Mach das Datenverzeichnis beschreibbar (schaffe Speicherplatz) und versuche es erneut."

#: Sources/Features/Lock/NewPasscode.swift:23
msgid "The passcodes don't match."
msgstr "Die Codes stimmen nicht überein."

#: Sources/Features/Errors/ErrorReport.swift:100
msgid "The password can't be empty."
msgstr "Das Passwort darf nicht leer sein."

#: Sources/Features/Errors/ErrorReport.swift:101
msgid "The password can't start or end with a space."
msgstr "Das Passwort darf nicht mit einem Leerzeichen beginnen oder enden."

#: Sources/TerminalFace/App/AppUpdate.swift:212
msgid "The profile is visible again (still muted). Its password no longer reveals it."
msgstr "Das Profil ist wieder sichtbar (weiterhin stumm). Sein Passwort deckt es nicht mehr auf."

#: Sources/CommandLineFace/CommandContext.swift:86
msgid "The profile name read from standard input is empty. Usage: {usage}"
msgstr "Der aus der Standardeingabe gelesene Name des Profils ist leer. Aufruf: {usage}"

#: Sources/Features/Lock/RecoveryFlow.swift:89
msgid "The recovery key opens the data if the passcode is forgotten or the keyring entry is lost. Then choose how to protect the data from now on."
msgstr "Der Wiederherstellungsschlüssel öffnet die Daten, wenn du den Code vergessen hast oder der Eintrag im Schlüsselbund verloren ist. Wähle dann, wie die Daten ab jetzt geschützt werden."

#: Sources/Features/Lock/RecoveryFlow.swift:131
msgid "The recovery key then opens nothing. Without one, a forgotten passcode or a lost keyring entry means the data can't be read."
msgstr "Der Wiederherstellungsschlüssel öffnet dann nichts mehr. Ohne einen heißt ein vergessener Code oder ein verlorener Eintrag im Schlüsselbund, dass die Daten nicht mehr lesbar sind."

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "The recovery key typed back differs from the one shown. Nothing was stored; try again."
msgstr "Der eingegebene Wiederherstellungsschlüssel weicht vom angezeigten ab. Es wurde nichts gespeichert; versuch es noch einmal."

#: Sources/Features/Lock/LockSettingsText.swift:28
msgid "The self-destruct passcode works at the passcode prompt: set a passcode first."
msgstr "Der Selbstzerstörungscode wirkt an der Codeabfrage: Lege zuerst einen Code fest."

#: Sources/Features/Lock/LockText.swift:90
msgid "The two passcodes differ; nothing was changed."
msgstr "Die beiden Codes unterscheiden sich; nichts wurde geändert."

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "Die beiden eingegebenen Codes sind verschieden. Nichts wurde geändert; versuche es erneut."

#: Sources/Features/Profiles/ProfilesText.swift:25
msgid "The two passwords differ; nothing was changed."
msgstr "Die beiden Passwörter stimmen nicht überein; nichts wurde geändert."

#: Sources/Features/Settings/SettingsText.swift:12
msgid "Theme"
msgstr "Design"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "There is no active profile. Create one first."
msgstr "Es gibt kein aktives Profil. Erstelle zuerst eines."

#: Sources/Features/Migration/MigrationImport.swift:57
msgid "There is no attempt limit, as before."
msgstr "Wie bisher gibt es kein Versuchslimit."

#: Sources/CommandLineFace/OnboardingCommand.swift:88
msgid "This app has no conditions document."
msgstr "Diese App hat keine Nutzungsbedingungen."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:88
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "Diese Version enthält keine interaktive App. Mit 'threshold --help' siehst du die Befehle."

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "This data has no recovery key. Nothing was changed."
msgstr "Diese Daten haben keinen Wiederherstellungsschlüssel. Es wurde nichts geändert."

#: Sources/Features/Errors/ErrorReport.swift:220
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "Diese Daten stammen von einer neueren Threshold-Version. Aktualisiere Threshold; die Daten wurden nicht verändert."

#: Sources/Features/Errors/ErrorReport.swift:190
msgid "This device already holds Threshold data. Nothing was changed; to replace all data here with the archive, import again with --replace."
msgstr "Auf diesem Gerät sind bereits Threshold-Daten. Nichts wurde geändert; um alle Daten hier durch das Archiv zu ersetzen, importiere erneut mit --replace."

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "Auf diesem Gerät sind bereits Daten. Durch die importierten Daten ersetzen?"

#: Sources/Features/Migration/DirectTransfer.swift:42
msgid "This device is ready to send all its data directly to your new device on this network, once, within {seconds} seconds. On the new device, run threshold migrate import (or choose \"Migrate from another device\") and paste this link when asked. It holds the key to your data: share it only with yourself."
msgstr "Dieses Gerät ist bereit, alle seine Daten einmal direkt an dein neues Gerät in diesem Netzwerk zu senden, innerhalb von {seconds} Sekunden. Führe auf dem neuen Gerät threshold migrate import aus (oder wähle \"Von einem anderen Gerät umziehen\") und füge diesen Link ein, wenn danach gefragt wird. Er enthält den Schlüssel zu deinen Daten: Teile ihn nur mit dir selbst."

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "Die versiegelten Daten dieses verborgenen Profils sind beschädigt und nicht lesbar."

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "This migration link can't be used: {detail} Nothing was changed."
msgstr "Dieser Umzugslink ist nicht verwendbar: {detail} Nichts wurde geändert."

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "Dieser Code ist kurz. Wer das Datenverzeichnis kopiert, kann Codes offline durchprobieren, je einen scrypt-Lauf: alle vierstelligen Codes fallen in Minuten, alle sechsstelligen binnen Stunden (docs/security.md). Eine Passphrase aus mehreren Wörtern ist weit stärker."

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "Dieses Profil ist bereits verborgen."

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "Dieses Profil ist nicht verborgen."

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "This recovery key does not open this data. Nothing was changed."
msgstr "Dieser Wiederherstellungsschlüssel öffnet diese Daten nicht. Es wurde nichts geändert."

#: Sources/Features/Desktop/DesktopText.swift:136
msgid "Threshold can't open its data"
msgstr "Threshold kann seine Daten nicht öffnen"

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "Threshold konnte das Einrichten seiner Daten nicht abschließen ({reason}). Mach den Datenordner beschreibbar oder schaffe Speicherplatz und starte Threshold dann erneut: Dann wird es abgeschlossen."

#: Sources/Features/Text/ScreenText.swift:7
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "Threshold kennt keine Benutzerkennungen: Deine Profile liegen auf diesem Gerät und werden nur mit den Kontakten geteilt, die du auswählst. Server leiten Nachrichten weiter, ohne zu wissen, wer mit wem spricht, und jede und jeder kann einen betreiben."

#: Sources/Features/Desktop/DesktopText.swift:134
msgid "Threshold is already open"
msgstr "Threshold ist bereits geöffnet"

#: Sources/Features/Errors/ErrorReport.swift:166
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "Threshold läuft bereits auf {directory} (die App oder ein Befehl, der ihre Daten ersetzt). Beende es zuerst oder nimm ein anderes --data-dir; nichts wurde geändert."

#: Sources/Features/Desktop/DesktopText.swift:124
msgid "Threshold is locked"
msgstr "Threshold ist gesperrt"

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold ist gesperrt. Gib den Code im Terminal an der Eingabeaufforderung ein oder in der ersten Zeile der Standardeingabe mit --passcode-stdin."

#: Sources/Features/Lock/LockSettingsText.swift:58
msgid "Threshold will ask for this passcode at start and before creating, deleting, hiding, unhiding or revealing profiles. If you forget it, your data can't be opened."
msgstr "Threshold fragt diesen Code beim Start ab und bevor Profile erstellt, gelöscht, verborgen, wieder sichtbar gemacht oder aufgedeckt werden. Wenn du ihn vergisst, lassen sich deine Daten nicht mehr öffnen."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:103
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "Threshold öffnet sich dann ohne Code; der Selbstzerstörungscode und die Versuchsgrenze werden mit entfernt."

#: Sources/Features/Lock/LockSettingsText.swift:38
msgid "Threshold will open without a passcode. The self-destruct passcode and the attempt limit are removed too."
msgstr "Threshold öffnet sich dann ohne Code. Selbstzerstörungscode und Versuchslimit werden ebenfalls entfernt."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:10
msgid "Threshold: onboarding and private chat profiles."
msgstr "Threshold: Einrichtung und private Chatprofile."

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "Um ein verborgenes Profil anzuzeigen, gib sein vollständiges Passwort im Suchfeld von „Deine Chatprofile“ ein."

#: Sources/Features/Profiles/HideProfileText.swift:8
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\". Hidden profiles are always muted."
msgstr "Um ein verborgenes Profil aufzudecken, gib sein vollständiges Passwort im Suchfeld von „Deine Chatprofile“ ein. Verborgene Profile sind immer stumm."

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "Zu viele Betreiber- und Einrichtungsentscheidungen, um sie über eine Selbstzerstörung zu behalten. Nichts wurde geändert."

#: Sources/CommandLineFace/ProfilesCommand.swift:127
msgid "Total unread: {count}"
msgstr "Ungelesen insgesamt: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:45
msgid "Trade name"
msgstr "Handelsname"

#: Sources/Features/Lock/LockSettingsText.swift:41
msgid "Turn off"
msgstr "Ausschalten"

#: Sources/Features/Lock/LockText.swift:45
msgid "Turn off passcode"
msgstr "Code ausschalten"

#: Sources/Features/Lock/LockSettingsText.swift:35
msgid "Turn off the app lock?"
msgstr "App-Sperre ausschalten?"

#: Sources/Features/Lock/LockSettingsText.swift:49
msgid "Turn off the attempt limit?"
msgstr "Versuchslimit ausschalten?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:41
msgid "Turn off the passcode"
msgstr "Code ausschalten"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Turn on the app lock?"
msgstr "App-Sperre einschalten?"

#: Sources/CommandLineFace/CommandCatalog.swift:74
msgid "Turn the passcode off."
msgstr "Den Code ausschalten."

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "Name oder Passwort tippen  ↑↓ wählen  Enter Aktionen  Esc zurück"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "Gib eine Zahl von 0 bis {last} ein."

#: Sources/TerminalFace/Lock/LockFormState.swift:72
msgid "Type a number from 1 to {max}, or leave it empty for off."
msgstr "Gib eine Zahl von 1 bis {max} ein oder lass das Feld für „aus“ leer."

#: Sources/Features/Lock/LockText.swift:81
msgid "Type a whole number from 1 to {max}, or off."
msgstr "Tippe eine ganze Zahl von 1 bis {max} oder off."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:88
msgid "Type it again"
msgstr "Noch einmal eingeben"

#: Sources/Features/Text/PromptText.swift:9
msgid "Type it again: "
msgstr "Noch einmal eingeben: "

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "Code eingeben  Enter weiter  Esc Import abbrechen"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "Gib den Code noch einmal ein."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:18
msgid "Type the path  Enter import  Esc back to the link"
msgstr "Pfad eingeben  Enter importieren  Esc zurück zum Link"

#: Sources/Features/Lock/Recovery.swift:64
msgid "Type the recovery key to confirm: "
msgstr "Gib den Wiederherstellungsschlüssel zur Bestätigung ein: "

#: Sources/Features/Lock/RecoveryFlow.swift:70
msgid "Type the recovery key."
msgstr "Gib den Wiederherstellungsschlüssel ein."

#: Sources/PlainFace/PlainApp+MigrationExport.swift:92
msgid "Type yes to delete: "
msgstr "Tippe yes, um zu löschen: "

#: Sources/TerminalFace/Lock/LockScreen.swift:22
msgid "Type your passcode"
msgstr "Gib deinen Code ein"

#: Sources/CommandLineFace/CommandContext.swift:94
msgid "Unexpected argument \"{argument}\". Usage: {usage}"
msgstr "Unerwartetes Argument „{argument}“. Aufruf: {usage}"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "Unerwarteter Fehler: {type}."

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "Wieder anzeigen"

#: Sources/CommandLineFace/CommandCatalog.swift:141
msgid "Unknown command \"{command}\"."
msgstr "Unbekannter Befehl „{command}“."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:131
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "Unbekannter Befehl „{command}“. 'threshold --help' zeigt die Liste."

#: Sources/CommandLineFace/OnboardingCommand.swift:109
msgid "Unknown mode \"{mode}\". Choose one of: {modes}."
msgstr "Unbekannter Modus „{mode}“. Wähle einen von: {modes}."

#: Sources/CommandLineFace/Arguments.swift:84
msgid "Unknown option --{option}."
msgstr "Unbekannte Option --{option}."

#: Sources/Features/Desktop/DesktopText.swift:165
msgid "Unknown option {option}."
msgstr "Unbekannte Option {option}."

#: Sources/CommandLineFace/Arguments.swift:43
msgid "Unknown option {option}. Options are written with two dashes, e.g. --json."
msgstr "Unbekannte Option {option}. Optionen schreibt man mit zwei Bindestrichen, z. B. --json."

#: Sources/CommandLineFace/CommandCatalog.swift:142
msgid "Unknown {group} command \"{command}\"."
msgstr "Unbekannter {group}-Befehl „{command}“."

#: Sources/Features/Desktop/DesktopText.swift:130
msgid "Unlock"
msgstr "Entsperren"

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "Entsperren, um nach verborgenen Profilen zu suchen…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "Stummschaltung aufheben"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Unmuted \"{name}\"."
msgstr "Stummschaltung von „{name}“ aufgehoben."

#: Sources/Features/Profiles/ProfilesText.swift:36
msgid "Updated \"{name}\"."
msgstr "„{name}“ aktualisiert."

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Usage:"
msgstr "Aufruf:"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:11
msgid "Usage: {usage}"
msgstr "Aufruf: {usage}"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "Zum Chat"

#: Sources/Features/Lock/RecoveryFlow.swift:86
msgid "Use the recovery key"
msgstr "Wiederherstellungsschlüssel verwenden"

#: Sources/Features/Onboarding/OperatorDetails.swift:17
msgid "Use this operator"
msgstr "Diesen Betreiber nutzen"

#: Sources/Features/Migration/MigrationExport.swift:14
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "Threshold auf beiden Geräten zu nutzen, stört die Zustellung von Nachrichten: nutze nur noch das neue."

#: Sources/Features/Progress/TransferProgress.swift:77
msgid "Verifying"
msgstr "Prüfen"

#: Sources/Features/Settings/SettingsText.swift:16
msgid "Version {version}"
msgstr "Version {version}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:118
msgid "Version {version}: {title}"
msgstr "Version {version}: {title}"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "View conditions"
msgstr "Bedingungen ansehen"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "Warte, bis die Bedingungen geladen sind."

#: Sources/Features/Migration/DirectTransfer.swift:106
msgid "Waiting for the other device…"
msgstr "Warten auf das andere Gerät…"

#: Sources/Features/Migration/MigrationText.swift:73
msgid "Warning: the migration link holds the archive's key, and as an argument other users of this computer can read it while the import runs. Next time paste it at the prompt, or give it on standard input."
msgstr "Warnung: Der Umzugslink enthält den Schlüssel des Archivs, und als Argument können andere Benutzer dieses Computers ihn lesen, solange der Import läuft. Füge ihn nächstes Mal an der Eingabeaufforderung ein oder gib ihn auf der Standardeingabe an."

#: Sources/Features/Lock/LockText.swift:60
msgid "Warning: {warning}"
msgstr "Warnung: {warning}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "Willkommen"

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:10
msgid "What's new"
msgstr "Neuigkeiten"

#: Sources/Features/Text/ScreenText.swift:19
msgid "What's new in {version}: {title}"
msgstr "Neu in {version}: {title}"

#: Sources/Features/Migration/DirectTransfer.swift:124
msgid "When sending, this device waits up to {count} minute for the other one; press t to change it."
msgid_plural "When sending, this device waits up to {count} minutes for the other one; press t to change it."
msgstr[0] "Beim Senden wartet dieses Gerät bis zu {count} Minute auf das andere; drücke t, um das zu ändern."
msgstr[1] "Beim Senden wartet dieses Gerät bis zu {count} Minuten auf das andere; drücke t, um das zu ändern."

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "Wo liegt das Archiv auf diesem Gerät? Sein Pfad (leer für zurück): "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "Wo liegt das Archiv auf diesem Gerät? Sein Pfad:"

#: Sources/Features/Lock/LockText.swift:42
msgid "Where the database key is kept (without a passcode)"
msgstr "Wo der Datenbankschlüssel liegt (ohne Code)"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "Wird gespeichert als: {name}"

#: Sources/Features/Lock/LockSettingsText.swift:12
msgid "Wipe after wrong passcodes"
msgstr "Nach falschen Codes löschen"

#: Sources/Features/Lock/LockText.swift:30
msgid "Wipe after wrong passcodes: {limit}"
msgstr "Löschen nach falschen Codes: {limit}"

#: Sources/Features/Lock/LockSettingsText.swift:70
msgid "Wipe after {count} wrong passcode?"
msgid_plural "Wipe after {count} wrong passcodes?"
msgstr[0] "Nach {count} falschen Code löschen?"
msgstr[1] "Nach {count} falschen Codes löschen?"

#: Sources/CommandLineFace/CommandCatalog.swift:77
msgid "Wipe all data after N wrong passcodes in a row."
msgstr "Alle Daten nach N falschen Codes in Folge löschen."

#: Sources/Features/Lock/LockText.swift:77
msgid "Wipe all data after how many wrong passcodes (1-{max}, or off)? "
msgstr "Nach wie vielen falschen Codes alle Daten löschen (1-{max} oder off)? "

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:82
msgid "Wipes all data after {count} wrong passcode in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgid_plural "Wipes all data after {count} wrong passcodes in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgstr[0] "Löscht alle Daten nach {count} falschen Code hintereinander. Enter ändert das; x schaltet es aus. Falsche Codes werden über Neustarts hinweg gezählt."
msgstr[1] "Löscht alle Daten nach {count} falschen Codes hintereinander. Enter ändert das; x schaltet es aus. Falsche Codes werden über Neustarts hinweg gezählt."

#: Sources/Features/Lock/LockSettingsText.swift:118
msgid "Without a passcode the database key is kept by the desktop keyring or in a key file beside the data. Enter switches between the two. A passcode (the first row) protects the data best."
msgstr "Ohne Code verwahrt der Schlüsselbund des Desktops oder eine Schlüsseldatei neben den Daten den Datenbankschlüssel. Enter wechselt zwischen beiden. Ein Code (erste Zeile) schützt die Daten am besten."

#: Sources/TerminalFace/Home/ChatListScreen.swift:38
msgid "Working…"
msgstr "Wird ausgeführt…"

#: Sources/Features/Migration/DirectTransfer.swift:39
msgid "Write an archive file"
msgstr "Eine Archivdatei schreiben"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode"
msgstr "Falscher Code"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode."
msgstr "Falscher Code."

#: Sources/Features/Lock/LockSettingsText.swift:109
msgid "Wrong passcode. Try again."
msgstr "Falscher Code. Versuch es noch einmal."

#: Sources/Features/Lock/LockSettingsText.swift:110
msgid "Wrong passcode. {count} attempt left before all data is wiped."
msgid_plural "Wrong passcode. {count} attempts left before all data is wiped."
msgstr[0] "Falscher Code. Noch {count} Versuch, bevor alle Daten gelöscht werden."
msgstr[1] "Falscher Code. Noch {count} Versuche, bevor alle Daten gelöscht werden."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:70
msgid "Wrong passcodes before wiping"
msgstr "Falsche Codes bis zum Löschen"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgid "Wrong passcodes before wiping (empty: off)"
msgstr "Falsche Codes bis zum Löschen (leer: aus)"

#: Sources/Features/Lock/LockSettingsText.swift:51
msgid "Wrong passcodes will never wipe the data."
msgstr "Falsche Codes löschen die Daten dann nie."

#: Sources/Features/Migration/DirectTransfer.swift:91
msgid "Y same code  N different code  Esc stop the import"
msgstr "Y gleicher Code  N anderer Code  Esc Import abbrechen"

#: Sources/Features/Migration/DirectTransfer.swift:147
msgid "Y stop the import  N go on"
msgstr "Y Import abbrechen  N weitermachen"

#: Sources/Features/Migration/DirectTransfer.swift:88
msgid "Yes"
msgstr "Ja"

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "Du hast bereits ein Chatprofil mit demselben Anzeigenamen („{name}“). Bitte wähle einen anderen Namen."

#: Sources/Features/Text/ScreenText.swift:22
msgid "You are up to date."
msgstr "Du bist auf dem neuesten Stand."

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "Alles bereit."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "Your chat profiles"
msgstr "Deine Chatprofile"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "Deine Daten vom anderen Gerät sind jetzt hier. Schließe den Umzug auf dem anderen Gerät ab (threshold migrate finalize): Werden beide Geräte benutzt, kommen Nachrichten nicht mehr richtig an."

#: Sources/Features/Text/ScreenText.swift:10
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "Dein Profil wird auf deinem Gerät gespeichert und nur mit deinen Kontakten geteilt."

#: Sources/Features/Lock/Recovery.swift:60
msgid "Your recovery key (shown once, stored nowhere; write it down, keep it away from this device):"
msgstr "Dein Wiederherstellungsschlüssel (einmal angezeigt, nirgends gespeichert; schreib ihn auf und bewahre ihn getrennt von diesem Gerät auf):"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:35
msgid "accepted {version}"
msgstr "angenommen: {version}"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:36
msgid "accepted {version}, {current} not yet"
msgstr "angenommen: {version}, {current} noch nicht"

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "aktiv"

#: Sources/Features/Migration/MigrationImport.swift:231
msgid "cannot check the passcode ({reason})"
msgstr "der Code lässt sich nicht prüfen ({reason})"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:38
msgid "conditions not accepted"
msgstr "Bedingungen nicht angenommen"

#: Sources/CommandLineFace/DevCommand.swift:33
msgid "dev receive needs --profile P and --chat C. Usage: {usage}"
msgstr "dev receive braucht --profile P und --chat C. Aufruf: {usage}"

#: Sources/CommandLineFace/DevCommand.swift:25
msgid "dev receive takes either --queue Q or --profile P --chat C. Usage: {usage}"
msgstr "dev receive nimmt entweder --queue Q oder --profile P --chat C. Aufruf: {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "every {count} minute"
msgid_plural "every {count} minutes"
msgstr[0] "alle {count} Minute"
msgstr[1] "alle {count} Minuten"

#: Sources/TerminalFace/App/AppChrome.swift:54
msgid "hidden"
msgstr "verborgen"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "in use"
msgstr "in Verwendung"

#: Sources/Features/Migration/MigrationImport.swift:154
msgid "its data breaks Threshold's rules ({problems})."
msgstr "seine Daten verletzen die Regeln von Threshold ({problems})."

#: Sources/Features/Migration/MigrationImport.swift:229
msgid "its manifest's lock record is malformed."
msgstr "der Sperr-Eintrag seines Manifests ist fehlerhaft."

#: Sources/CommandLineFace/LockCommand.swift:66
msgid "lock level takes keyring or keyfile (the passcode level is 'threshold lock set'). Usage: {usage}"
msgstr "lock level nimmt keyring oder keyfile (die Stufe passcode ist 'threshold lock set'). Aufruf: {usage}"

#: Sources/CommandLineFace/LockCommand.swift:155
msgid "lock recover takes the level to protect the data with: passcode, keyring or keyfile. Usage: {usage}"
msgstr "lock recover nimmt die Stufe, mit der die Daten geschützt werden: passcode, keyring oder keyfile. Aufruf: {usage}"

#: Sources/CommandLineFace/LockCommand.swift:52
msgid "lock recovery-key takes nothing, or clear. Usage: {usage}"
msgstr "lock recovery-key nimmt nichts oder clear. Aufruf: {usage}"

#: Sources/TerminalFace/App/AppChrome.swift:53
msgid "muted"
msgstr "stumm"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:31
msgid "no roles"
msgstr "keine Rollen"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "not used"
msgstr "nicht verwendet"

#: Sources/Features/Dump/DumpReport.swift:39
msgid "pages: {pages}, free pages: {free}"
msgstr "Seiten: {pages}, freie Seiten: {free}"

#: Sources/CommandLineFace/LockCommand.swift:107
msgid "wipe-after needs a whole number from 1 to {max}, or off. Usage: {usage}"
msgstr "wipe-after braucht eine ganze Zahl von 1 bis {max} oder off. Aufruf: {usage}"

#: Sources/TerminalFace/Lock/LockScreen.swift:17
msgid "{app} is locked"
msgstr "{app} ist gesperrt"

#: Sources/Features/Desktop/DesktopText.swift:30
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} Bytes"

#: Sources/CommandLineFace/OutboxCommand.swift:37
msgid "{count} deletion could not be delivered; it stays in the outbox and is tried again later ('threshold outbox list' shows why)."
msgid_plural "{count} deletions could not be delivered; they stay in the outbox and are tried again later ('threshold outbox list' shows why)."
msgstr[0] "{count} Löschauftrag konnte nicht zugestellt werden; er bleibt im Postausgang und wird später erneut versucht ('threshold outbox list' zeigt, warum)."
msgstr[1] "{count} Löschaufträge konnten nicht zugestellt werden; sie bleiben im Postausgang und werden später erneut versucht ('threshold outbox list' zeigt, warum)."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:179
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "{count} Datei oder Ordner wurde entfernt. Du kannst Threshold jetzt schließen."
msgstr[1] "{count} Dateien und Ordner wurden entfernt. Du kannst Threshold jetzt schließen."

#: Sources/Features/Migration/DirectTransfer.swift:130
msgid "{count} minute"
msgid_plural "{count} minutes"
msgstr[0] "{count} Minute"
msgstr[1] "{count} Minuten"

#: Sources/Features/Desktop/NewMessageAlerts.swift:36
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "{count} neue Nachricht"
msgstr[1] "{count} neue Nachrichten"

#: Sources/Features/Profiles/ProfileDeleteText.swift:30
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "{count} Server-Löschauftrag in den Postausgang gestellt."
msgstr[1] "{count} Server-Löschaufträge in den Postausgang gestellt."

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "{count} ungelesen"

#: Sources/Features/Desktop/DesktopText.swift:119
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "{count} ungelesene Nachricht"
msgstr[1] "{count} ungelesene Nachrichten"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "{count} sichtbar"

#: Sources/Features/Errors/ErrorReport.swift:194
msgid "{detail} Nothing was changed."
msgstr "{detail} Nichts wurde geändert."

#: Sources/Features/Errors/ErrorReport.swift:183
msgid "{detail} Nothing was changed; check the network and try again."
msgstr "{detail} Nichts wurde geändert; prüfe das Netzwerk und versuche es erneut."

#: Sources/Features/Errors/ErrorReport.swift:198
msgid "{detail} Nothing was changed; start the import again (the other device keeps listening until its time limit)."
msgstr "{detail} Nichts wurde geändert; starte den Import erneut (das andere Gerät wartet bis zu seinem Zeitlimit weiter)."

#: Sources/Features/Errors/ErrorReport.swift:206
msgid "{detail} Nothing was sent."
msgstr "{detail} Nichts wurde gesendet."

#: Sources/CommandLineFace/OutboxCommand.swift:24
msgid "{id} delete queue {queue} on {server}, {count} failed attempt"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts"
msgstr[0] "{id} Warteschlange {queue} auf {server} löschen, {count} fehlgeschlagener Versuch"
msgstr[1] "{id} Warteschlange {queue} auf {server} löschen, {count} fehlgeschlagene Versuche"

#: Sources/CommandLineFace/OutboxCommand.swift:21
msgid "{id} delete queue {queue} on {server}, {count} failed attempt (last: {error})"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts (last: {error})"
msgstr[0] "{id} Warteschlange {queue} auf {server} löschen, {count} fehlgeschlagener Versuch (zuletzt: {error})"
msgstr[1] "{id} Warteschlange {queue} auf {server} löschen, {count} fehlgeschlagene Versuche (zuletzt: {error})"

#: Sources/CommandLineFace/OnboardingCommand.swift:76
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}"
msgstr "{mark} {name} ({id}) — {legalName}; Rollen: {roles}"

#: Sources/CommandLineFace/OnboardingCommand.swift:75
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}; accepted conditions {version}"
msgstr "{mark} {name} ({id}) — {legalName}; Rollen: {roles}; angenommene Bedingungen {version}"

#: Sources/Features/Desktop/DesktopText.swift:84
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "{name} wird nur angezeigt, wenn sein Passwort ins Suchfeld eingegeben wird. Solange es verborgen ist, ist es stummgeschaltet."

#: Sources/Features/Desktop/DesktopText.swift:161
msgid "{option} needs a value."
msgstr "{option} braucht einen Wert."

#: Sources/Features/Onboarding/WhatsNewPager.swift:26
msgid "{page} of {count}"
msgstr "{page} von {count}"

#: Sources/Features/Migration/MigrationExport.swift:47
msgid "{path} already exists; choose another name with --to FILE."
msgstr "{path} gibt es schon; wähle mit --to FILE einen anderen Namen."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:83
msgid "{position} of {total}"
msgstr "{position} von {total}"

#: Sources/Features/Progress/TransferProgress.swift:65
msgid "{rate}/s"
msgstr "{rate}/s"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgid "{sender}: {message}"
msgstr "{sender}: {message}"

#: Sources/Features/Chats/ChatText.swift:12
msgid "{sender}: {text}"
msgstr "{sender}: {text}"

#: Sources/Features/Progress/TransferProgress.swift:62
msgid "{step} {done}"
msgstr "{step} {done}"

#: Sources/Features/Progress/TransferProgress.swift:60
msgid "{step}…"
msgstr "{step}…"

#: Sources/Features/Progress/TransferProgress.swift:59
msgid "{step}… ({percent}%)"
msgstr "{step}… ({percent} %)"

#: Sources/Features/Dump/DumpReport.swift:25
msgid "{table} ({count} row): {columns}"
msgid_plural "{table} ({count} rows): {columns}"
msgstr[0] "{table} ({count} Zeile): {columns}"
msgstr[1] "{table} ({count} Zeilen): {columns}"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:30
msgid "{theme} (--theme)"
msgstr "{theme} (--theme)"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:24
msgid "↑↓ PgUp PgDn scroll  Esc close"
msgstr "↑↓ Bild↑ Bild↓ blättern  Esc schließen"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:30
msgid "↑↓ choose  Enter confirm  i info"
msgstr "↑↓ wählen  Enter bestätigen  i Info"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "↑↓ choose  Enter open  Esc back"
msgstr "↑↓ wählen  Enter öffnen  Esc zurück"

#: Sources/TerminalFace/Home/ChatListScreen.swift:13
msgid "↑↓ choose  Enter read  p profiles  s settings  q quit"
msgstr "↑↓ wählen  Enter lesen  p Profile  s Einstellungen  q beenden"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "↑↓ choose  Enter save  Esc back"
msgstr "↑↓ wählen  Enter speichern  Esc zurück"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:13
msgid "↑↓ choose  Enter set/change  x turn off  Esc back"
msgstr "↑↓ wählen  Enter festlegen/ändern  x ausschalten  Esc zurück"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:12
msgid "↑↓ choose  Space toggle  Enter open/accept  Esc back"
msgstr "↑↓ wählen  Leertaste umschalten  Enter öffnen/annehmen  Esc zurück"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ bewegen  Leertaste umschalten  Enter wählen  v Bedingungen ansehen"

#: Sources/TerminalFace/Home/ChatScreen.swift:17
msgid "↑↓ scroll  Esc back"
msgstr "↑↓ blättern  Esc zurück"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ Gültiger Name"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "off"
msgstr "aus"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "on"
msgstr "an"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:69
msgctxt "button"
msgid "Accept"
msgstr "Akzeptieren"

#: Sources/TerminalFace/Lock/AppUpdate+LockSettings.swift:57
msgctxt "button"
msgid "Cancel"
msgstr "Abbrechen"

#: Sources/Features/Lock/LockSettingsText.swift:130
msgctxt "button"
msgid "Change"
msgstr "Ändern"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "Schließen"

#: Sources/Features/Lock/RecoveryFlow.swift:112
msgctxt "button"
msgid "Copy"
msgstr "Kopieren"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "Erstellen"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "Löschen"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:49
msgctxt "button"
msgid "Export"
msgstr "Exportieren"

#: Sources/Features/Lock/RecoveryFlow.swift:116
msgctxt "button"
msgid "I wrote it down"
msgstr "Ich hab ihn aufgeschrieben"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Import"
msgstr "Importieren"

#: Sources/Features/Lock/RecoveryFlow.swift:152
msgctxt "button"
msgid "Keep the key"
msgstr "Schlüssel behalten"

#: Sources/Features/Lock/RecoveryFlow.swift:137
msgctxt "button"
msgid "Make one"
msgstr "Erstellen"

#: Sources/Features/Lock/RecoveryFlow.swift:136
msgctxt "button"
msgid "Not now"
msgstr "Nicht jetzt"

#: Sources/Features/Lock/RecoveryFlow.swift:98
msgctxt "button"
msgid "Open the data"
msgstr "Daten öffnen"

#: Sources/Features/Lock/RecoveryFlow.swift:150
msgctxt "button"
msgid "Re-encrypt"
msgstr "Neu verschlüsseln"

#: Sources/DesktopFace/Lock/DesktopApp+Recovery.swift:87
msgctxt "button"
msgid "Replace"
msgstr "Ersetzen"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Retry"
msgstr "Erneut versuchen"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:52
msgctxt "button"
msgid "Save"
msgstr "Speichern"

#: Sources/Features/Settings/NotificationSettingsText.swift:9
msgctxt "device token"
msgid "no mode chosen yet"
msgstr "noch kein Modus gewählt"

#: Sources/Features/Settings/NotificationSettingsText.swift:11
msgctxt "device token"
msgid "not needed"
msgstr "nicht nötig"

#: Sources/Features/Settings/NotificationSettingsText.swift:13
msgctxt "device token"
msgid "registered"
msgstr "registriert"

#: Sources/Features/Settings/NotificationSettingsText.swift:12
msgctxt "device token"
msgid "waiting for a device token"
msgstr "wartet auf ein Gerätetoken"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgctxt "message sender"
msgid "You"
msgstr "Du"

#: Sources/Features/Migration/MigrationText.swift:14
msgctxt "migration"
msgid "Export"
msgstr "Exportieren"

#: Sources/Features/Migration/MigrationText.swift:37
msgctxt "migration"
msgid "Finalize"
msgstr "Abschließen"

#: Sources/Features/Migration/MigrationText.swift:68
msgctxt "migration"
msgid "Import"
msgstr "Importieren"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:10
msgctxt "notification mode"
msgid "Instant"
msgstr "Sofort"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:12
msgctxt "notification mode"
msgid "Off"
msgstr "Aus"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:11
msgctxt "notification mode"
msgid "Periodic"
msgstr "Regelmäßig"

#: Sources/Features/Settings/NotificationSettingsText.swift:55
msgctxt "notification mode"
msgid "instant"
msgstr "sofort"

#: Sources/Features/Settings/NotificationSettingsText.swift:54
msgctxt "notification mode"
msgid "not chosen"
msgstr "nicht gewählt"

#: Sources/Features/Settings/NotificationSettingsText.swift:57
msgctxt "notification mode"
msgid "off"
msgstr "aus"

#: Sources/Features/Settings/NotificationSettingsText.swift:56
msgctxt "notification mode"
msgid "periodic"
msgstr "regelmäßig"

#: Sources/Features/Lock/LockSettingsText.swift:138
msgctxt "protection level"
msgid "Key file"
msgstr "Schlüsseldatei"

#: Sources/Features/Lock/LockSettingsText.swift:137
msgctxt "protection level"
msgid "Keyring"
msgstr "Schlüsselbund"

#: Sources/Features/Lock/LockSettingsText.swift:136
msgctxt "protection level"
msgid "Passcode"
msgstr "Code"

#: Sources/Features/Lock/LockText.swift:20
msgctxt "protection level"
msgid "desktop keyring"
msgstr "Schlüsselbund des Desktops"

#: Sources/Features/Lock/LockText.swift:21
msgctxt "protection level"
msgid "key file"
msgstr "Schlüsseldatei"

#: Sources/Features/Lock/LockText.swift:19
msgctxt "protection level"
msgid "passcode"
msgstr "Code"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "Made"
msgstr "Erstellt"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "None"
msgstr "Keiner"

#: Sources/CommandLineFace/OnboardingCommand.swift:73
msgctxt "roles"
msgid "none"
msgstr "keine"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgctxt "state"
msgid "Off"
msgstr "Aus"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:58
msgctxt "state"
msgid "On"
msgstr "An"

#: Sources/Features/Settings/AppSession+Theme.swift:18
msgctxt "theme"
msgid "Dark"
msgstr "Dunkel"

#: Sources/Features/Settings/AppSession+Theme.swift:17
msgctxt "theme"
msgid "Light"
msgstr "Hell"

msgid "This device continues the transfer that was interrupted, for {seconds} seconds: the new device reconnects by itself with the link it already has (it keeps trying for three minutes), and the transfer goes on where it stopped. If the new device gave up, run threshold migrate import there again (or choose \"Migrate from another device\") and paste this link."
msgstr "Dieses Gerät setzt die unterbrochene Übertragung fort, für {seconds} Sekunden: Das neue Gerät verbindet sich von selbst wieder mit dem Link, den es schon hat (es versucht es drei Minuten lang), und die Übertragung geht dort weiter, wo sie aufgehört hat. Hat das neue Gerät aufgegeben, führe dort erneut threshold migrate import aus (oder wähle \"Von einem anderen Gerät umziehen\") und füge diesen Link ein."

#: Sources/Features/Lock/Recovery.swift:60
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later in Settings › App lock."
msgstr "Es wurde kein Wiederherstellungsschlüssel erstellt. Ohne Wiederherstellungsschlüssel bedeutet ein verlorener Eintrag im Schlüsselbund oder ein vergessener Code, dass die Daten nicht mehr lesbar sind. Erstelle später einen unter Einstellungen › App-Sperre."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:189
msgid "On the other device, open Settings › Migrate to another device and export or send, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), choose it with \"Choose the archive…\"."
msgstr "Öffne auf dem anderen Gerät Einstellungen › Auf ein anderes Gerät umziehen, exportiere oder sende dort und füge dann den angezeigten Link hier ein. Liegt das Archiv nicht dort, wo der Link sagt (anderer Ordner, USB-Stick), wähle es mit „Archiv auswählen …“."

#: Sources/Features/Lock/Recovery.swift:81
msgid "Recovery key made. With it, Threshold opens the data if the passcode or the keyring entry is lost: it asks for the key at start."
msgstr "Wiederherstellungsschlüssel erstellt. Mit ihm öffnet Threshold die Daten, wenn der Code oder der Eintrag im Schlüsselbund verloren ist: Es fragt dann beim Start nach dem Schlüssel."

#: Sources/Features/Migration/DirectTransfer.swift:112
msgid "Sent {size} to the new device. This device no longer listens. Once the new device shows your data, finalize the migration below."
msgstr "{size} an das neue Gerät gesendet. Dieses Gerät wartet nicht mehr auf Verbindungen. Sobald das neue Gerät deine Daten zeigt, schließe den Umzug unten ab."

#: Sources/Features/Lock/Recovery.swift:92
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one in Settings › App lock if it may have been seen."
msgstr "Die Daten sind wieder offen und jetzt auf der Stufe {level} geschützt. Der Wiederherstellungsschlüssel funktioniert weiter; erstelle unter Einstellungen › App-Sperre einen neuen, falls ihn jemand gesehen haben könnte."

#: Sources/Features/Migration/DirectTransfer.swift:55
msgid "This device continues the transfer that was interrupted, for {count} more minute: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgid_plural "This device continues the transfer that was interrupted, for {count} more minutes: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgstr[0] "Dieses Gerät setzt die unterbrochene Übertragung noch {count} Minute lang fort: das neue Gerät verbindet sich mit dem Link, den es schon hat, von selbst wieder, und die Übertragung geht dort weiter, wo sie stehen blieb. Hat das neue Gerät aufgegeben, wähle dort erneut „Von einem anderen Gerät umziehen“ und füge diesen Link ein."
msgstr[1] "Dieses Gerät setzt die unterbrochene Übertragung noch {count} Minuten lang fort: das neue Gerät verbindet sich mit dem Link, den es schon hat, von selbst wieder, und die Übertragung geht dort weiter, wo sie stehen blieb. Hat das neue Gerät aufgegeben, wähle dort erneut „Von einem anderen Gerät umziehen“ und füge diesen Link ein."

#: Sources/Features/Migration/DirectTransfer.swift:58
msgid "This device is ready to send all its data directly to your new device on this network, once, within {count} minute. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgid_plural "This device is ready to send all its data directly to your new device on this network, once, within {count} minutes. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgstr[0] "Dieses Gerät ist bereit, alle seine Daten einmal direkt an dein neues Gerät in diesem Netzwerk zu senden, innerhalb von {count} Minute. Wähle auf dem neuen Gerät „Von einem anderen Gerät umziehen“ und füge diesen Link ein. Er enthält den Schlüssel zu deinen Daten: Teile ihn nur mit dir selbst."
msgstr[1] "Dieses Gerät ist bereit, alle seine Daten einmal direkt an dein neues Gerät in diesem Netzwerk zu senden, innerhalb von {count} Minuten. Wähle auf dem neuen Gerät „Von einem anderen Gerät umziehen“ und füge diesen Link ein. Er enthält den Schlüssel zu deinen Daten: Teile ihn nur mit dir selbst."

#: Sources/Features/Migration/MigrationImportText.swift:28
msgid "Your data from the other device is here. Now finalize the migration on the other device, where it was sent from: using both devices breaks message delivery."
msgstr "Deine Daten vom anderen Gerät sind jetzt hier. Schließe den Umzug nun auf dem anderen Gerät ab, von dem sie gesendet wurden: Werden beide Geräte benutzt, kommen Nachrichten nicht mehr richtig an."

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "The new device received the data but did not import it (it says why). This device still listens: import again there with the same link, or stop here."
msgstr "Das neue Gerät hat die Daten empfangen, aber nicht importiert (es sagt dort, warum). Dieses Gerät wartet weiter: Importiere dort noch einmal mit demselben Link oder brich hier ab."

#: Sources/Features/Migration/DirectTransfer.swift:127
msgid "Sent {size} to the new device, but it did not say whether it imported the data (it may have been stopped). This device no longer listens. Finalize here only once the new device shows your data; if it does not, export again."
msgstr "{size} an das neue Gerät gesendet, aber es hat nicht gemeldet, ob es die Daten importiert hat (vielleicht wurde es abgebrochen). Dieses Gerät wartet nicht mehr auf Verbindungen. Schließe den Umzug hier erst ab, wenn das neue Gerät deine Daten zeigt; sonst exportiere noch einmal."

#: Sources/Features/Errors/ErrorReport.swift:53
msgid "Threshold has no \"{code}\" language. Choose one of: {languages}; or system, to follow LANGUAGE, LC_ALL, LC_MESSAGES and LANG."
msgstr "Threshold hat keine Sprache „{code}“. Wähle eine von: {languages}; oder system, um LANGUAGE, LC_ALL, LC_MESSAGES und LANG zu folgen."

#: Sources/Features/Settings/SettingsText.swift:14
msgid "{language} ({percent}% translated)"
msgstr "{language} ({percent} % übersetzt)"

"""#),
        ("es.po", #"""
# Spanish texts of Threshold. Edit with any gettext tool; see docs/languages.md.
# Glossary (docs/glossary.md; scripts/po-check warns where a text does not use the chosen word):
# glossary: passcode = código
# glossary: password = contraseña
# glossary: profile = perfil
# glossary: hidden profile = perfil oculto
# glossary: chat = chat
# glossary: contact = contacto
# glossary: archive = copia
# glossary: file = archivo
# glossary: export = exportar / exportación
# glossary: import = importar / importación
# glossary: migrate = migrar / migración
# glossary: migration = migración
# glossary: link = enlace
# glossary: short code = código corto
# glossary: device = dispositivo
# glossary: app lock = bloqueo de la aplicación
# glossary: unlock = desbloquear
# glossary: self-destruct passcode = código de autodestrucción
# glossary: wipe after = borrar tras
# glossary: attempt limit = límite de intentos
# glossary: protection level = nivel de protección
# glossary: key file = archivo de clave
# glossary: keyring = llavero
# glossary: recovery key = clave de recuperación
# glossary: operator = operador
# glossary: server = servidor
# glossary: conditions of use = condiciones de uso
# glossary: notifications = notificaciones
# glossary: Instant = Instantáneo
# glossary: Periodic = Periódico
# glossary: Off = Desactivado
# glossary: queue = cola
# glossary: outbox = bandeja de salida
# glossary: mute = silenciar
# glossary: reveal = revelar
# glossary: what's new = Novedades
msgid ""
msgstr ""
"Project-Id-Version: Threshold\n"
"Report-Msgid-Bugs-To: \n"
"PO-Revision-Date: 2026-12-03 09:30+0000\n"
"Last-Translator: Threshold <translations@threshold.invalid>\n"
"Language-Team: Spanish\n"
"Language: es\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#: Sources/Features/Settings/AppSession+Language.swift:23
msgid "\"{code}\" is not a language code (e.g. de, pt_BR, or system)."
msgstr "«{code}» no es un código de idioma (por ejemplo de, pt_BR o system)."

#: Sources/Features/Profiles/ProfileDeleteText.swift:21
msgid "\"{name}\" and its chats on this device (server data is kept) will be deleted. This can't be undone."
msgstr "Se borrarán «{name}» y sus chats en este dispositivo (los datos del servidor se conservan). No se puede deshacer."

#: Sources/Features/Profiles/ProfileDeleteText.swift:20
msgid "\"{name}\" and its chats on this device and its connections on the servers will be deleted. This can't be undone."
msgstr "Se borrarán «{name}», sus chats en este dispositivo y sus conexiones en los servidores. No se puede deshacer."

#: Sources/PlainFace/PlainApp.swift:206
msgid "\"{name}\" is hidden. Enter its password at \"Search or enter password\" to show it."
msgstr "«{name}» está oculto. Escribe su contraseña en «Busca o escribe una contraseña» para mostrarlo."

#: Sources/CommandLineFace/ProfilesCommand.swift:80
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "«{name}» está oculto. Escribe su contraseña en el campo de búsqueda (o usa 'profiles reveal') para mostrarlo."

#: Sources/CommandLineFace/ProfilesCommand.swift:34
msgid "\"{name}\" is now the active profile."
msgstr "«{name}» es ahora el perfil activo."

#: Sources/Features/Profiles/ProfilesText.swift:28
msgid "\"{name}\" is visible again (still muted)."
msgstr "«{name}» vuelve a estar visible (sigue silenciado)."

#: Sources/CommandLineFace/LockCommand.swift:164
msgid "'lock recover passcode' needs the new passcode: at the prompt, or on the line of standard input after the recovery key."
msgstr "'lock recover passcode' necesita el código nuevo: en la solicitud, o en la línea de la entrada estándar después de la clave de recuperación."

#: Sources/CommandLineFace/LockCommand.swift:158
msgid "'lock recover' needs the recovery key: type it at the prompt on a terminal, or give it on the first line of standard input with --recovery-stdin."
msgstr "'lock recover' necesita la clave de recuperación: escríbela en la solicitud en una terminal, o dala en la primera línea de la entrada estándar con --recovery-stdin."

#: Sources/CommandLineFace/LockCommand.swift:83
msgid "'lock self-destruct set' needs the name of the profile it leaves: as NAME, or on a line of standard input (after the current passcode with --passcode-stdin). Usage: {usage}"
msgstr "'lock self-destruct set' necesita el nombre del perfil que deja: como NAME, o en una línea de la entrada estándar (después del código actual con --passcode-stdin). Uso: {usage}"

#: Sources/CommandLineFace/MigrateCommand.swift:114
msgid "'migrate import' needs the migration link: paste it at the prompt on a terminal, or give it on the first line of standard input (after the passcode with --passcode-stdin). Usage: {usage}"
msgstr "'migrate import' necesita el enlace de migración: pégalo en la solicitud en una terminal, o dalo en la primera línea de la entrada estándar (después del código con --passcode-stdin). Uso: {usage}"

#: Sources/CommandLineFace/CommandCatalog.swift:154
msgid "'{command}' does not take --{option}."
msgstr "'{command}' no admite --{option}."

#: Sources/CommandLineFace/LockCommand.swift:199
msgid "'{command}' needs a passcode: type it at the prompt on a terminal, or give it on a line of standard input with --passcode-stdin (after the current passcode when the lock is on)."
msgstr "'{command}' necesita un código: escríbelo en la solicitud en una terminal, o dalo en una línea de la entrada estándar con --passcode-stdin (después del código actual si el bloqueo está activado)."

#: Sources/CommandLineFace/CommandContext.swift:102
msgid "'{command}' needs a password: type it at the prompt on a terminal, or give it on a line of standard input with --password-stdin."
msgstr "'{command}' necesita una contraseña: escríbela en la solicitud de una terminal, o dala en una línea de la entrada estándar con --password-stdin."

#: Sources/CommandLineFace/ProfilesCommand.swift:12
msgid "(without NAME, the name is read at a no-echo prompt or from standard input, before any password)"
msgstr "(sin NAME, el nombre se lee en una solicitud sin eco o de la entrada estándar, antes de cualquier contraseña)"

#: Sources/CommandLineFace/ProfilesCommand.swift:123
msgid "({count} unread)"
msgstr "({count} sin leer)"

#: Sources/Features/Progress/TransferProgress.swift:64
msgid "({percent}%)"
msgstr "({percent} %)"

#: Sources/Features/Migration/MigrationImport.swift:132
msgid "--archive needs a file name."
msgstr "--archive necesita un nombre de archivo."

#: Sources/CommandLineFace/ProfilesCommand.swift:60
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "--bio-stdin necesita la biografía en una línea de la entrada estándar (después del nombre del perfil y de un nombre nuevo, si lo hay). Uso: {usage}"

#: Sources/CommandLineFace/DevCommand.swift:35
msgid "--chat needs a contact name."
msgstr "--chat necesita el nombre de un contacto."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:81
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "--json necesita un comando (la aplicación en sí no produce JSON). Ejecuta 'threshold --help' para ver la lista."

#: Sources/CommandLineFace/DevCommand.swift:16
msgid "--messages needs at least one chat (--chats M)."
msgstr "--messages necesita al menos un chat (--chats M)."

#: Sources/CommandLineFace/ProfilesCommand.swift:52
msgid "--name-stdin needs the new name on a line of standard input (after the profile's name). Usage: {usage}"
msgstr "--name-stdin necesita el nombre nuevo en una línea de la entrada estándar (después del nombre del perfil). Uso: {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:110
msgid "--passcode-stdin was given, but this install has no passcode (the lock is off), so no line was read and nothing was changed. Leave out --passcode-stdin, or set a passcode first: threshold lock set."
msgstr "Se indicó --passcode-stdin, pero esta instalación no tiene código (el bloqueo está desactivado), así que no se leyó ninguna línea y no se cambió nada. Quita --passcode-stdin o establece antes un código: threshold lock set."

#: Sources/CommandLineFace/MigrateCommand.swift:49
msgid "--serve sends the archive to the other device, so it takes no --to FILE."
msgstr "--serve envía la copia al otro dispositivo, así que no admite --to FILE."

#: Sources/TerminalFace/Runtime/AppLaunchError.swift:23
msgid "--theme must be light or dark, not \"{value}\"."
msgstr "--theme debe ser light o dark, no «{value}»."

#: Sources/CommandLineFace/MigrateCommand.swift:34
msgid "--timeout goes with --serve."
msgstr "--timeout va con --serve."

#: Sources/Features/Migration/MigrationExport.swift:44
msgid "--to needs a file name."
msgstr "--to necesita un nombre de archivo."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:70
msgid "--version takes no command. Run 'threshold --version' alone."
msgstr "--version no admite ningún comando. Ejecuta 'threshold --version' solo."

#: Sources/CommandLineFace/Arguments.swift:73
msgid "--{option} is given twice."
msgstr "--{option} aparece dos veces."

#: Sources/CommandLineFace/Arguments.swift:68
msgid "--{option} needs a value, not the option {value}. For a value that starts with dashes, write --{option}=VALUE."
msgstr "--{option} necesita un valor, no la opción {value}. Para un valor que empieza por guiones, escribe --{option}=VALUE."

#: Sources/CommandLineFace/Arguments.swift:63
msgid "--{option} needs a value."
msgstr "--{option} necesita un valor."

#: Sources/CommandLineFace/Arguments.swift:104
msgid "--{option} needs a whole number from {low} to {high}, not \"{value}\"."
msgstr "--{option} necesita un número entero de {low} a {high}, no «{value}»."

#: Sources/CommandLineFace/Arguments.swift:76
msgid "--{option} takes no value."
msgstr "--{option} no admite ningún valor."

#: Sources/Features/Migration/DirectTransfer.swift:52
msgid "A device connected. Short code: {code}. Check that the new device shows the same code; the transfer starts once it is confirmed there."
msgstr "Se ha conectado un dispositivo. Código corto: {code}. Comprueba que el dispositivo nuevo muestra el mismo código; la transferencia empieza en cuanto se confirme allí."

#: Sources/CommandLineFace/MigrateCommand.swift:146
msgid "A direct transfer needs the short code the other device shows on the next line of standard input (after the link). Nothing was changed."
msgstr "Una transferencia directa necesita el código corto que muestra el otro dispositivo en la siguiente línea de la entrada estándar (después del enlace). No se cambió nada."

#: Sources/Features/Errors/ErrorReport.swift:257
msgid "A file operation failed: {detail}"
msgstr "Falló una operación de archivo: {detail}"

#: Sources/Features/Errors/ErrorReport.swift:208
msgid "A file operation failed: {detail}. Nothing was changed."
msgstr "Falló una operación de archivo: {detail}. No se cambió nada."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:78
msgid "A key file beside the data (no passcode)"
msgstr "Un archivo de clave junto a los datos (sin código)"

#: Sources/Features/Errors/ErrorReport.swift:150
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "Un mensaje puede ocupar como máximo {limit} bytes. No se ha guardado nada."

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "Un perfil silenciado no envía notificaciones y no cuenta en el total. Sus mensajes sin leer siguen apareciendo en la lista."

#: Sources/Features/Lock/RecoveryFlow.swift:148
msgid "A new database key is made and every page is copied under it, in one step that can't half happen; it takes about as long as copying the data. The passcode and the protection level stay as they are; a recovery key made before opens nothing afterwards."
msgstr "Se crea una clave nueva de la base de datos y cada página se copia con ella, en un solo paso que no puede quedarse a medias; tarda más o menos lo que una copia de los datos. El código y el nivel de protección se quedan como están; una clave de recuperación creada antes ya no abre nada después."

#: Sources/Features/Lock/RecoveryFlow.swift:142
msgid "A new database key, every page re-encrypted"
msgstr "Una clave nueva de la base de datos, cada página cifrada de nuevo"

#: Sources/Features/Lock/RecoveryFlow.swift:125
msgid "A new recovery key is made and shown once; the old one then opens nothing."
msgstr "Se crea una clave de recuperación nueva y se muestra una vez; la antigua ya no abre nada."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:76
msgid "A passcode (the app lock)"
msgstr "Un código (el bloqueo de la aplicación)"

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "Ya existe un perfil llamado «{name}». Elige otro nombre."

#: Sources/Features/Lock/RecoveryFlow.swift:108
msgid "A recovery key exists: it opens the data if the passcode is forgotten or the keyring entry is lost. Enter replaces it with a new one (the old one then opens nothing); x removes it."
msgstr "Hay una clave de recuperación: abre los datos si olvidas el código o se pierde la entrada del llavero. Intro la sustituye por una nueva (la antigua ya no abre nada); x la elimina."

#: Sources/Features/Settings/SettingsText.swift:14
msgid "About"
msgstr "Acerca de"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:46
msgid "Accept conditions"
msgstr "Aceptar condiciones"

#: Sources/PlainFace/PlainApp+Onboarding.swift:266
msgid "Accept conditions for the selected operators"
msgstr "Aceptar las condiciones de los operadores elegidos"

#: Sources/CommandLineFace/CommandCatalog.swift:62
msgid "Accept the conditions for these operators (enables exactly them)."
msgstr "Aceptar las condiciones de estos operadores (activa exactamente esos)."

#: Sources/Features/Desktop/DesktopText.swift:112
msgid "Active profile"
msgstr "Perfil activo"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:53
msgid "Active profile: {name}"
msgstr "Perfil activo: {name}"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "Añadir perfil"

#: Sources/CommandLineFace/CommandCatalog.swift:68
msgid "After migrating: keep this device, or delete its data."
msgstr "Después de migrar: conservar este dispositivo o borrar sus datos."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:66
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "Tras este número de códigos incorrectos seguidos (de 1 a {limit}), se borran todos los datos de este dispositivo. Vacío: nunca."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:82
msgid "After this many wrong passcodes in a row (1 to {max}), all data on this device is wiped."
msgstr "Tras este número de códigos incorrectos seguidos (de 1 a {max}), se borran todos los datos de este dispositivo."

#: Sources/Features/Lock/LockSettingsText.swift:14
msgid "After {count}"
msgstr "Tras {count}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:62
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "Tras {count} código incorrecto seguido"
msgstr[1] "Tras {count} códigos incorrectos seguidos"

#: Sources/Features/Lock/LockSettingsText.swift:74
msgid "After {count} wrong passcode in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgid_plural "After {count} wrong passcodes in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgstr[0] "Tras {count} código incorrecto seguido, en cualquier solicitud y también tras reiniciar, se borran TODOS los datos de este dispositivo."
msgstr[1] "Tras {count} códigos incorrectos seguidos, en cualquier solicitud y también tras reiniciar, se borran TODOS los datos de este dispositivo."

#: Sources/Features/Lock/Rekey.swift:30
msgid "All data is re-encrypted under a new key. An old copy of threshold.key, with the old passcode, opens nothing written from now on."
msgstr "Todos los datos están cifrados de nuevo con una clave nueva. Una copia antigua de threshold.key, con el código antiguo, no abre nada de lo que se escriba a partir de ahora."

#: Sources/Features/Migration/MigrationImport.swift:55
msgid "All data is wiped after {count} wrong passcode in a row, as before."
msgid_plural "All data is wiped after {count} wrong passcodes in a row, as before."
msgstr[0] "Como antes, todos los datos se borran tras {count} código incorrecto seguido."
msgstr[1] "Como antes, todos los datos se borran tras {count} códigos incorrectos seguidos."

#: Sources/Features/Lock/LockSettingsText.swift:99
msgid "All data will be wiped after {count} wrong passcode in a row."
msgid_plural "All data will be wiped after {count} wrong passcodes in a row."
msgstr[0] "Todos los datos se borrarán tras {count} código incorrecto seguido."
msgstr[1] "Todos los datos se borrarán tras {count} códigos incorrectos seguidos."

#: Sources/Features/Migration/MigrationExportText.swift:43
msgid "All local Threshold data on this device was deleted."
msgstr "Se han borrado todos los datos locales de Threshold en este dispositivo."

#: Sources/Features/Migration/MigrationText.swift:48
msgid "All local Threshold data on this device was deleted. Keep using Threshold on the new device."
msgstr "Se borraron todos los datos locales de Threshold en este dispositivo. Sigue usando Threshold en el dispositivo nuevo."

#: Sources/Features/Lock/Rekey.swift:20
msgid "Also re-encrypt all data under a new key? Do this if you think the old passcode leaked: a copy of the old key file then opens nothing written from now on. It takes about as long as copying the data."
msgstr "¿Cifrar también de nuevo todos los datos con una clave nueva? Hazlo si crees que el código antiguo se filtró: una copia del archivo de clave antiguo no abrirá nada de lo que se escriba a partir de ahora. Tarda más o menos lo que copiar los datos."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:79
msgid "Any key quit"
msgstr "Cualquier tecla salir"

#: Sources/TerminalFace/Lock/AppUpdate+Recovery.swift:19
msgid "App lock"
msgstr "Bloqueo de la aplicación"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:16
msgid "Appearance"
msgstr "Apariencia"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:155
msgid "Archive: {path}"
msgstr "Archivo: {path}"

#: Sources/Features/Lock/LockText.swift:87
msgid "Attempt limit off."
msgstr "Límite de intentos desactivado."

#: Sources/Features/Lock/LockSettingsText.swift:103
msgid "Attempt limit off: wrong passcodes never wipe the data."
msgstr "Límite de intentos desactivado: los códigos incorrectos nunca borran los datos."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:127
msgid "Back"
msgstr "Atrás"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "Conexión en segundo plano, en tiempo real."

#: Sources/PlainFace/PlainApp.swift:248
msgid "Bio (empty keeps the current one, - clears it): "
msgstr "Biografía (vacío conserva la actual, - la borra): "

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "Biografía (opcional)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "Bio (optional, at most {count} bytes): "
msgstr "Biografía (opcional, como máximo {count} bytes): "

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "Bio too long"
msgstr "Biografía demasiado larga"

#: Sources/PlainFace/PlainApp+Onboarding.swift:78
msgid "Bio: "
msgstr "Biografía: "

#: Sources/PlainFace/PlainApp.swift:45
msgid "Bye."
msgstr "Adiós."

#: Sources/Features/Migration/MigrationText.swift:45
msgid "Cancelled; nothing was deleted."
msgstr "Cancelado; no se ha borrado nada."

#: Sources/CommandLineFace/CommandCatalog.swift:50
msgid "Change a profile's name (--name-stdin: the new name from standard input) and/or bio (--bio-stdin: from standard input, after the name)."
msgstr "Cambiar el nombre de un perfil (--name-stdin: el nombre nuevo desde la entrada estándar) y/o su biografía (--bio-stdin: desde la entrada estándar, después del nombre)."

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Change passcode"
msgstr "Cambiar el código"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Change the passcode?"
msgstr "¿Cambiar el código?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:88
msgid "Changing the app lock asks for the passcode every time."
msgstr "Cambiar el bloqueo de la aplicación pide el código cada vez."

#: Sources/Features/Chats/ChatText.swift:5
msgid "Chat with {name}"
msgstr "Chat con {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "Chats"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "Chats sin perfil activo ({count} sin leer en todos los perfiles)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:20
msgid "Chats of this profile appear here when messages arrive."
msgstr "Los chats de este perfil aparecerán aquí cuando lleguen mensajes."

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "Chats de {name} ({count} sin leer en todos los perfiles)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "Chats of {name} appear here when messages arrive."
msgstr "Los chats de {name} aparecerán aquí cuando lleguen mensajes."

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "Comprobando la contraseña…"

#: Sources/TerminalFace/Lock/LockScreen.swift:42
msgid "Checking…"
msgstr "Comprobando…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "Comprueba cada minuto, ahorra batería."
msgstr[1] "Comprueba cada {count} minutos, ahorra batería."

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "Elige 0-{last}: "

#: Sources/Features/Text/ScreenText.swift:12
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "Elige cómo te avisa la aplicación de los mensajes nuevos. Puedes cambiarlo más tarde en Ajustes."

#: Sources/PlainFace/PlainApp+Onboarding.swift:132
msgid "Choose operators (a number toggles), then accept"
msgstr "Elige los operadores (un número los marca o desmarca) y acepta"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:194
msgid "Choose the archive"
msgstr "Elegir el archivo"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:192
msgid "Choose the archive…"
msgstr "Elegir el archivo…"

#: Sources/CommandLineFace/CommandCatalog.swift:60
msgid "Clear onboarding progress."
msgstr "Borrar el progreso de la configuración inicial."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:13
msgid "Commands:"
msgstr "Comandos:"

#: Sources/Features/Migration/DirectTransfer.swift:84
msgid "Compare this code with the other device"
msgstr "Compara este código con el del otro dispositivo"

#: Sources/Features/Text/ScreenText.swift:29
msgid "Conditions accepted for {count} operator."
msgid_plural "Conditions accepted for {count} operators."
msgstr[0] "Condiciones aceptadas para {count} operador."
msgstr[1] "Condiciones aceptadas para {count} operadores."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:43
msgid "Conditions loaded (version {version})."
msgstr "Condiciones cargadas (versión {version})."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded."
msgstr "Condiciones cargadas."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "Condiciones de uso"

#: Sources/Features/Text/ScreenText.swift:25
msgid "Conditions of use (version {version})"
msgstr "Condiciones de uso (versión {version})"

#: Sources/PlainFace/PlainApp+Onboarding.swift:119
msgid "Conditions version {version}."
msgstr "Condiciones, versión {version}."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:57
msgid "Configure operators"
msgstr "Configurar operadores"

#: Sources/Features/Desktop/DesktopText.swift:90
msgid "Confirm password"
msgstr "Confirmar contraseña"

#: Sources/Features/Profiles/HideProfileText.swift:22
msgid "Confirm the password."
msgstr "Confirma la contraseña."

#: Sources/Features/Migration/DirectTransfer.swift:57
msgid "Connected to the other device. Short code: {code}. Does the other device show the same code?"
msgstr "Conectado al otro dispositivo. Código corto: {code}. ¿Muestra el otro dispositivo el mismo código?"

#: Sources/Features/Migration/DirectTransfer.swift:61
msgid "Connected to the other device. Short code: {code}. Type the code the other device shows:"
msgstr "Conectado al otro dispositivo. Código corto: {code}. Escribe el código que muestra el otro dispositivo:"

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "Connecting to the other device…"
msgstr "Conectando con el otro dispositivo…"

#: Sources/Features/Migration/DirectTransfer.swift:134
msgid "Connection lost {seconds} s ago; reconnecting…"
msgstr "Conexión perdida hace {seconds} s; reconectando…"

#: Sources/Features/Migration/DirectTransfer.swift:137
msgid "Connection lost; reconnecting…"
msgstr "Conexión perdida; reconectando…"

#: Sources/Features/Migration/DirectTransfer.swift:140
msgid "Connection lost; resumed at {size}."
msgstr "Conexión perdida; reanudada en {size}."

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:22
msgid "Continue"
msgstr "Continuar"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:151
msgid "Copy link"
msgstr "Copiar enlace"

#: Sources/Features/Migration/MigrationText.swift:23
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, choose \"Migrate from another device\" (or run threshold migrate import, with --archive FILE when the archive is not at the same path) and paste this link when asked. It holds the archive's key: share it only with yourself, and keep it off command lines:"
msgstr "Copia la copia de datos al dispositivo nuevo (en cualquier carpeta o en una memoria USB). Allí, elige «Migrar desde otro dispositivo» (o ejecuta threshold migrate import, con --archive FILE si la copia no está en la misma ruta) y pega este enlace cuando se pida. Contiene la clave de la copia: compártelo solo contigo y mantenlo fuera de las líneas de órdenes:"

#: Sources/Features/Migration/MigrationText.swift:29
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, run threshold migrate import and paste this link when asked (keep it off the command line, where other users and shell history see it; add --archive FILE when the archive is not at the same path there), or choose \"Migrate from another device\" on the welcome screen. To send the data over this network instead, without a file: threshold migrate export --serve."
msgstr "Copia la copia de datos al dispositivo nuevo (en cualquier carpeta o en una memoria USB). Allí, ejecuta threshold migrate import y pega este enlace cuando se pida (no en la línea de órdenes, donde lo ven otros usuarios y el historial del shell; añade --archive FILE si allí la copia no está en la misma ruta), o elige «Migrar desde otro dispositivo» en la pantalla de bienvenida. Para enviar los datos por esta red, sin archivo: threshold migrate export --serve."

#: Sources/Features/Progress/TransferProgress.swift:73
msgid "Copying database"
msgstr "Copiando la base de datos"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "Corregir el nombre"

#: Sources/PlainFace/PlainApp.swift:262
msgid "Correct name to \"{name}\"?"
msgstr "¿Corregir el nombre a «{name}»?"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:48
msgid "Could not load the conditions: {reason}"
msgstr "No se pudieron cargar las condiciones: {reason}"

#: Sources/CommandLineFace/CommandCatalog.swift:48
msgid "Create a profile; it becomes active."
msgstr "Crear un perfil; pasa a ser el activo."

#: Sources/CommandLineFace/CommandCatalog.swift:82
msgid "Create demo data."
msgstr "Crear datos de demostración."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Create profile"
msgstr "Crear perfil"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "Crea tu perfil"

#: Sources/Features/Profiles/ProfilesText.swift:32
msgid "Created profile \"{name}\"; it is now active."
msgstr "Perfil «{name}» creado; ahora está activo."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "Creando…"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:22
msgid "Ctrl-C quit"
msgstr "Ctrl-C salir"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:56
msgid "Current conditions: version {version}"
msgstr "Condiciones actuales: versión {version}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:40
msgid "Data directory"
msgstr "Directorio de datos"

#: Sources/Features/Settings/SettingsText.swift:22
msgid "Data directory: {path}"
msgstr "Directorio de datos: {path}"

#: Sources/Features/Errors/ErrorReport.swift:210
msgid "Database error: {detail}."
msgstr "Error de la base de datos: {detail}."

#: Sources/Features/Progress/TransferProgress.swift:76
msgid "Decrypting"
msgstr "Descifrando"

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "¿Borrar «{name}» y todos sus chats de este dispositivo?"

#: Sources/CommandLineFace/CommandCatalog.swift:56
msgid "Delete a profile (and with --server-data its server queues)."
msgstr "Borrar un perfil (y con --server-data sus colas en los servidores)."

#: Sources/Features/Migration/MigrationText.swift:41
msgid "Delete all Threshold data on this device? This can't be undone."
msgstr "¿Borrar todos los datos de Threshold en este dispositivo? No se puede deshacer."

#: Sources/Features/Migration/MigrationExportText.swift:35
msgid "Delete all local data?"
msgstr "¿Borrar todos los datos locales?"

#: Sources/Features/Migration/MigrationExportText.swift:41
msgid "Delete everything"
msgstr "Borrar todo"

#: Sources/Features/Migration/MigrationExportText.swift:27
msgid "Delete local data"
msgstr "Borrar los datos locales"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:170
msgid "Delete local data?"
msgstr "¿Borrar los datos locales?"

#: Sources/Features/Profiles/ProfileAction.swift:29
msgid "Delete profile"
msgstr "Borrar perfil"

#: Sources/Features/Profiles/ProfileDeleteText.swift:12
msgid "Delete profile (local data only)"
msgstr "Borrar perfil (solo datos locales)"

#: Sources/Features/Profiles/ProfileDeleteText.swift:14
msgid "Delete profile and server connections"
msgstr "Borrar perfil y conexiones con servidores"

#: Sources/Features/Profiles/ProfileDeleteText.swift:16
msgid "Delete profile?"
msgstr "¿Borrar el perfil?"

#: Sources/Features/Migration/MigrationText.swift:39
msgid "Delete this device's data"
msgstr "Borrar los datos de este dispositivo"

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "Deleted \"{name}\"."
msgstr "«{name}» borrado."

#: Sources/Features/Migration/MigrationText.swift:52
msgid "Deleted all local Threshold data in {directory} (database, files and migration archives)."
msgstr "Se borraron todos los datos locales de Threshold en {directory} (base de datos, archivos y copias de migración)."

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "Borrar pide confirmación en una terminal; para borrar desde un script, añade --yes."

#: Sources/CommandLineFace/OutboxCommand.swift:32
msgid "Delivered: {delivered}, failed: {failed}, waiting: {remaining}."
msgstr "Entregados: {delivered}, fallidos: {failed}, en espera: {remaining}."

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:40
msgid "Device token"
msgstr "Token del dispositivo"

#: Sources/Features/Settings/NotificationSettingsText.swift:46
msgid "Device token: {token}; periodic checks every {count} minute; next check: {next}."
msgid_plural "Device token: {token}; periodic checks every {count} minutes; next check: {next}."
msgstr[0] "Token del dispositivo: {token}; comprobación periódica cada minuto; próxima comprobación: {next}."
msgstr[1] "Token del dispositivo: {token}; comprobación periódica cada {count} minutos; próxima comprobación: {next}."

#: Sources/CommandLineFace/CommandCatalog.swift:143
msgid "Did you mean \"{word}\"?"
msgstr "¿Querías decir «{word}»?"

#: Sources/CommandLineFace/CommandCatalog.swift:153
msgid "Did you mean --{option}?"
msgstr "¿Querías decir --{option}?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "Nombre visible"

#: Sources/PlainFace/PlainApp.swift:247
msgid "Display name (empty keeps \"{name}\"): "
msgstr "Nombre visible (vacío conserva «{name}»): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "Nombre visible (vacío para volver): "

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Display name of the new profile"
msgstr "Nombre visible del perfil nuevo"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "Nombre visible: "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:47
msgid "Domains"
msgstr "Dominios"

#: Sources/PlainFace/PlainApp.swift:188
msgid "Done."
msgstr "Hecho."

#: Sources/Features/Progress/TransferProgress.swift:75
msgid "Downloading"
msgstr "Descargando"

#: Sources/TerminalFace/App/AppUpdate.swift:237
msgid "Duplicate display name!"
msgstr "¡Nombre visible repetido!"

#: Sources/Features/Progress/TransferProgress.swift:66
msgid "ETA {seconds} s"
msgstr "quedan {seconds} s"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "Editar perfil"

#: Sources/PlainFace/PlainApp.swift:246
msgid "Edit profile \"{name}\""
msgstr "Editar el perfil «{name}»"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "Activar notificaciones"

#: Sources/Features/Progress/TransferProgress.swift:74
msgid "Encrypting"
msgstr "Cifrando"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:16
msgid "Enlarge the window to at least {width}x{height} to see the QR code, or press l to show the link alone for copying."
msgstr "Amplía la ventana al menos a {width}x{height} para ver el código QR, o pulsa l para mostrar solo el enlace y copiarlo."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:11
msgid "Enter I wrote it down  Esc cancel (nothing stored)"
msgstr "Intro Ya la anoté  Esc cancelar (no se guarda nada)"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "Escribe un código."

#: Sources/Features/Profiles/HideProfileText.swift:20
msgid "Enter a password."
msgstr "Escribe una contraseña."

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter a valid display name."
msgstr "Escribe un nombre visible válido."

#: Sources/Features/Migration/MigrationText.swift:70
msgid "Enter another link"
msgstr "Introducir otro enlace"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:73
msgid "Enter changes the passcode; x turns the lock off (and removes the self-destruct passcode and the attempt limit)."
msgstr "Intro cambia el código; x desactiva el bloqueo (y quita el código de autodestrucción y el límite de intentos)."

#: Sources/TerminalFace/Lock/PasscodeSheet.swift:37
msgid "Enter confirm  Esc cancel"
msgstr "Intro confirmar  Esc cancelar"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:12
msgid "Enter confirm  Esc show the key again"
msgstr "Intro confirmar  Esc volver a mostrar la clave"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue"
msgstr "Intro continuar"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:106
msgid "Enter continue  Esc stop the import"
msgstr "Intro continuar  Esc detener la importación"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue  s skip"
msgstr "Intro continuar  s omitir"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:75
msgid "Enter export  Esc back"
msgstr "Intro exportar  Esc atrás"

#: Sources/Features/Migration/DirectTransfer.swift:97
msgid "Enter export to a file  s send again  Esc back"
msgstr "Intro exportar a un archivo  s enviar de nuevo  Esc volver"

#: Sources/Features/Migration/DirectTransfer.swift:95
msgid "Enter finalize  Esc back"
msgstr "Intro finalizar  Esc volver"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:77
msgid "Enter finalize  l link only (to copy)  Esc back"
msgstr "Intro finalizar  l solo el enlace (para copiar)  Esc atrás"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Enter import  Esc back"
msgstr "Intro importar  Esc volver"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:105
msgid "Enter import from this path  Esc back to the link"
msgstr "Intro importar desde esta ruta  Esc volver al enlace"

#: Sources/Features/Lock/RecoveryFlow.swift:144
msgid "Enter makes a new database key and re-encrypts every page under it. Do this if you think the passcode or a copy of threshold.key leaked: an old copy then opens nothing written from now on."
msgstr "Intro crea una clave nueva de la base de datos y cifra de nuevo cada página con ella. Hazlo si crees que el código o una copia de threshold.key se ha filtrado: una copia antigua ya no abre nada de lo que se escriba a partir de ahora."

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "¡Escribe la contraseña arriba para mostrarlo!"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:103
msgid "Enter replace  Esc cancel"
msgstr "Intro reemplazar  Esc cancelar"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:74
msgid "Enter sets a passcode (typed twice). If you forget it, your data can't be opened."
msgstr "Intro establece un código (se escribe dos veces). Si lo olvidas, no se podrán abrir tus datos."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:79
msgid "Enter sets it, with the display name of the profile it creates. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "Intro lo establece, con el nombre visible del perfil que crea. Escrito en cualquier solicitud de código, borra todos los datos de este dispositivo y abre solo ese perfil, como un desbloqueo normal."

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter the display name of the new profile."
msgstr "Escribe el nombre visible del nuevo perfil."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:78
msgid "Enter try again  Esc back"
msgstr "Intro reintentar  Esc atrás"

#: Sources/TerminalFace/Lock/LockScreen.swift:12
msgid "Enter unlock  Tab recovery key  Ctrl-U clear  Ctrl-C quit"
msgstr "Intro desbloquear  Tab clave de recuperación  Ctrl-U borrar  Ctrl-C salir"

#: Sources/TerminalFace/Lock/LockScreen.swift:11
msgid "Enter use the recovery key  Tab back  Ctrl-C quit"
msgstr "Intro usar la clave de recuperación  Tab volver  Ctrl-C salir"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "Escribe tu nombre…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:86
msgid "Enter your passcode"
msgstr "Introduce tu código"

#: Sources/TerminalFace/Lock/LockPurpose.swift:34
msgid "Enter your passcode to change the app lock."
msgstr "Escribe tu código para cambiar el bloqueo de la aplicación."

#: Sources/TerminalFace/Lock/LockPurpose.swift:31
msgid "Enter your passcode to continue."
msgstr "Escribe tu código para continuar."

#: Sources/TerminalFace/Lock/LockPurpose.swift:27
msgid "Enter your passcode to create a profile."
msgstr "Escribe tu código para crear un perfil."

#: Sources/TerminalFace/Lock/LockPurpose.swift:28
msgid "Enter your passcode to delete the profile."
msgstr "Escribe tu código para borrar el perfil."

#: Sources/TerminalFace/Lock/LockPurpose.swift:35
msgid "Enter your passcode to export your data."
msgstr "Escribe tu código para exportar tus datos."

#: Sources/TerminalFace/Lock/LockPurpose.swift:29
msgid "Enter your passcode to hide the profile."
msgstr "Escribe tu código para ocultar el perfil."

#: Sources/Features/Desktop/DesktopText.swift:126
msgid "Enter your passcode to open your profiles."
msgstr "Introduce tu código para abrir tus perfiles."

#: Sources/TerminalFace/Lock/LockPurpose.swift:24
msgid "Enter your passcode to open {app}."
msgstr "Escribe tu código para abrir {app}."

#: Sources/TerminalFace/Lock/LockPurpose.swift:33
msgid "Enter your passcode to search and reveal profiles."
msgstr "Escribe tu código para buscar y revelar perfiles."

#: Sources/TerminalFace/Lock/LockPurpose.swift:30
msgid "Enter your passcode to unhide the profile."
msgstr "Escribe tu código para dejar de ocultar el perfil."

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:11
msgid "Enter/Esc close  ←→ page  PgUp PgDn scroll"
msgstr "Intro/Esc cerrar  ←→ página  RePág AvPág desplazar"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:80
msgid "Entered at any passcode prompt, it wipes ALL data and opens a new profile with this name. It must differ from the passcode."
msgstr "Escrito en cualquier solicitud de código, borra TODOS los datos y abre un perfil nuevo con este nombre. Debe ser distinto del código."

#: Sources/Features/Lock/LockSettingsText.swift:64
msgid "Entered at any passcode prompt, it wipes ALL data on this device and opens a new profile named \"{name}\", as if nothing happened. It then becomes the passcode."
msgstr "Escrito en cualquier solicitud de código, borra TODOS los datos de este dispositivo y abre un perfil nuevo llamado «{name}», como si nada hubiera pasado. Después pasa a ser el código."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:54
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "Introducido en cualquier petición de código, borra todos los datos y abre un perfil nuevo con este nombre. Debe ser distinto del código."

#: Sources/Features/Lock/LockSettingsText.swift:45
msgid "Entering it will no longer wipe the data."
msgstr "Escribirlo ya no borrará los datos."

#: Sources/Features/Lock/LockText.swift:69
msgid "Entering the self-destruct passcode at the lock erases all data and starts a fresh profile with the name you give here."
msgstr "Escribir el código de autodestrucción en el bloqueo borra todos los datos y empieza un perfil nuevo con el nombre que des aquí."

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:160
msgid "Error"
msgstr "Error"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "Error al aceptar las condiciones"

#: Sources/PlainFace/PlainApp+Onboarding.swift:152
msgid "Error accepting conditions: {error}"
msgstr "Error al aceptar las condiciones: {error}"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:181
msgid "Error changing the app lock"
msgstr "Error al cambiar el bloqueo de la aplicación"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:63
msgid "Error creating profile"
msgstr "Error al crear el perfil"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:68
msgid "Error deleting profile"
msgstr "Error al borrar el perfil"

#: Sources/TerminalFace/MigrationExport/AppUpdate+MigrationExport.swift:171
msgid "Error finalizing migration"
msgstr "Error al finalizar la migración"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:69
msgid "Error reading chat"
msgstr "Error al leer el chat"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:66
msgid "Error saving profile password"
msgstr "Error al guardar la contraseña del perfil"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:67
msgid "Error showing profile"
msgstr "Error al mostrar el perfil"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:64
msgid "Error switching profile"
msgstr "Error al cambiar de perfil"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:65
msgid "Error updating profile"
msgstr "Error al actualizar el perfil"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "Error: {message}"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:38
msgid "Esc back"
msgstr "Esc atrás"

#: Sources/Features/Migration/DirectTransfer.swift:93
msgid "Esc stop listening  l link only (to copy)"
msgstr "Esc dejar de escuchar  l solo el enlace (para copiar)"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:173
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "Se borrarán todos los perfiles, chats y claves de este dispositivo, y el archivo exportado aquí. Importa antes el archivo en el otro dispositivo. No se puede deshacer."

#: Sources/Features/Migration/MigrationExportText.swift:38
msgid "Every profile, chat and setting on this device, and the migration archive, will be deleted. This can't be undone. Make sure the new device imported the link first."
msgstr "Se borrarán todos los perfiles, chats y ajustes de este dispositivo, y el archivo de migración. No se puede deshacer. Asegúrate antes de que el nuevo dispositivo importó el enlace."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:139
msgid "Export"
msgstr "Exportar"

#: Sources/CommandLineFace/CommandCatalog.swift:66
msgid "Export all data into an encrypted archive; prints the link (and its QR code on a terminal). With --serve, send it once, directly, to a device on this network."
msgstr "Exportar todos los datos a una copia cifrada; muestra el enlace (y su código QR en una terminal). Con --serve, enviarla una vez, directamente, a un dispositivo de esta red."

#: Sources/Features/Migration/MigrationExportText.swift:6
msgid "Export everything on this device (profiles, hidden ones included, chats and settings) into one encrypted archive. You get a link holding the archive's key: share it only with yourself."
msgstr "Exporta todo lo que hay en este dispositivo (perfiles, también los ocultos, chats y ajustes) a un archivo cifrado. Recibes un enlace con la clave del archivo: compártelo solo contigo."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:136
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "La exportación crea un archivo cifrado con todos tus perfiles y chats de este dispositivo. El otro dispositivo lo importa con el enlace (o su código QR); el enlace contiene la clave del archivo, así que no se lo enseñes a nadie más."

#: Sources/Features/Migration/MigrationText.swift:19
msgid "Exported to {path} ({size})."
msgstr "Exportado a {path} ({size})."

#: Sources/Features/Migration/MigrationText.swift:16
msgid "Exporting…"
msgstr "Exportando…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:76
msgid "Exporting…  Ctrl-C quit"
msgstr "Exportando…  Ctrl-C salir"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:53
msgid "Exporting… The archive is written in the background; keep this window open."
msgstr "Exportando… El archivo se escribe en segundo plano; deja esta ventana abierta."

#: Sources/Features/Migration/MigrationExportText.swift:19
msgid "Finalize migration"
msgstr "Finalizar la migración"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:160
msgid "Finalize the migration"
msgstr "Finalizar la migración"

#: Sources/PlainFace/PlainApp+Onboarding.swift:244
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "Seguir el sistema (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"

#: Sources/Features/Settings/AppSession+Theme.swift:16
msgid "Follow the terminal"
msgstr "Seguir el terminal"

#: Sources/Features/Lock/RecoveryFlow.swift:84
msgid "Forgot passcode? Use the recovery key"
msgstr "¿Olvidaste el código? Usa la clave de recuperación"

#: Sources/CommandLineFace/ProfilesCommand.swift:41
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "Indica la biografía con --bio B o con --bio-stdin, no con ambos."

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "Indica el nuevo nombre con --name N o con --name-stdin, no con ambos."

#: Sources/Features/Migration/DirectTransfer.swift:145
msgid "Go on importing"
msgstr "Seguir importando"

#: Sources/Features/Migration/MigrationExportText.swift:22
msgid "Has the new device imported the link? Keep using this device: the data stays here, but using Threshold on both devices breaks message delivery. Delete local data: everything on this device is erased."
msgstr "¿Ha importado el enlace el nuevo dispositivo? Seguir usando este dispositivo: los datos se quedan aquí, pero usar Threshold en ambos dispositivos estropea la entrega de mensajes. Borrar datos locales: se borra todo lo que hay en este dispositivo."

#: Sources/Features/Desktop/DesktopText.swift:116
msgid "Hidden profile"
msgstr "Perfil oculto"

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "Perfiles ocultos"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "Los perfiles ocultos siempre están silenciados. Vuelve a mostrar el perfil para quitar el silencio."

#: Sources/Features/Desktop/DesktopText.swift:92
msgid "Hide"
msgstr "Ocultar"

#: Sources/Features/Profiles/HideProfileText.swift:5
msgid "Hide \"{name}\""
msgstr "Ocultar «{name}»"

#: Sources/CommandLineFace/CommandCatalog.swift:53
msgid "Hide a profile behind a password."
msgstr "Ocultar un perfil tras una contraseña."

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Hide profile"
msgstr "Ocultar perfil"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "Cómo funciona"

#: Sources/Features/Migration/DirectTransfer.swift:128
msgid "How long should this device wait for the other one?"
msgstr "¿Cuánto tiempo debe esperar este dispositivo al otro?"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "Cómo funcionan las notificaciones"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:200
msgid "Import"
msgstr "Importar"

#: Sources/CommandLineFace/CommandCatalog.swift:67
msgid "Import an archive made on another device; paste the link when asked (or give it on standard input)."
msgstr "Importar una copia hecha en otro dispositivo; pega el enlace cuando se pida (o dalo en la entrada estándar)."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:101
msgid "Import failed: {reason}"
msgstr "Falló la importación: {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:153
msgid "Import stopped. Nothing on this device changed."
msgstr "Importación detenida. No ha cambiado nada en este dispositivo."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:206
msgid "Import without it"
msgstr "Importar sin él"

#: Sources/Features/Migration/MigrationText.swift:80
msgid "Import without the passcode? This device will then be unlocked."
msgstr "¿Importar sin el código? Este dispositivo quedará desbloqueado."

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "¿Importar sin el código? Este dispositivo quedará desbloqueado; después, define un código en Ajustes › Bloqueo de la aplicación."

#: Sources/Features/Migration/MigrationText.swift:87
msgid "Imported the archive ({count} file, made by Threshold {version})."
msgid_plural "Imported the archive ({count} files, made by Threshold {version})."
msgstr[0] "Copia importada ({count} archivo, hecha con Threshold {version})."
msgstr[1] "Copia importada ({count} archivos, hecha con Threshold {version})."

#: Sources/Features/Migration/MigrationText.swift:84
msgid "Imported the archive ({count} file, made by Threshold {version}); its data was upgraded to this version."
msgid_plural "Imported the archive ({count} files, made by Threshold {version}); its data was upgraded to this version."
msgstr[0] "Copia importada ({count} archivo, hecha con Threshold {version}); sus datos se actualizaron a esta versión."
msgstr[1] "Copia importada ({count} archivos, hecha con Threshold {version}); sus datos se actualizaron a esta versión."

#: Sources/Features/Migration/MigrationText.swift:64
msgid "Importing the archive…"
msgstr "Importando la copia…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:143
msgid "Importing…"
msgstr "Importando…"

#: Sources/Features/Migration/DirectTransfer.swift:149
msgid "Importing…  Esc stop  Ctrl-C quit"
msgstr "Importando…  Esc detener  Ctrl-C salir"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "Instantáneo: se mantiene una conexión en segundo plano; las notificaciones llegan en tiempo real."

#: Sources/TerminalFace/App/AppUpdate.swift:238
msgid "Invalid display name!"
msgstr "¡Nombre visible no válido!"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "Nombre visible no válido. ¿Corregir el nombre a «{name}»?"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "Nombre visible no válido: necesita al menos una letra, un número o un símbolo."

#: Sources/Features/Migration/MigrationImport.swift:52
msgid "It opens with the other device's passcode, and its self-destruct passcode is set as it was."
msgstr "Se abren con el código del otro dispositivo, y su código de autodestrucción queda como estaba."

#: Sources/Features/Migration/MigrationImport.swift:53
msgid "It opens with the other device's passcode; no self-destruct passcode is set."
msgstr "Se abren con el código del otro dispositivo; no hay código de autodestrucción."

#: Sources/CommandLineFace/CommandCatalog.swift:78
msgid "Keep the database key in the desktop keyring or a key file (with the passcode off)."
msgstr "Guardar la clave de la base de datos en el llavero del escritorio o en un archivo de clave (con el código desactivado)."

#: Sources/Features/Migration/MigrationExportText.swift:25
msgid "Keep using"
msgstr "Seguir usando"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:68
msgid "Keep using Threshold on the new device. Press any key to quit."
msgstr "Sigue usando Threshold en el nuevo dispositivo. Pulsa cualquier tecla para salir."

#: Sources/Features/Migration/MigrationText.swift:38
msgid "Keep using this device"
msgstr "Seguir usando este dispositivo"

#: Sources/PlainFace/PlainApp+Onboarding.swift:245
msgid "Language"
msgstr "Idioma"

#: Sources/PlainFace/PlainApp+Onboarding.swift:228
msgid "Language ({language})"
msgstr "Idioma ({language})"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "Idioma: {language} (elegido en Threshold; 'threshold language system' vuelve a seguir LANG)."

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "Idioma: {language} (del entorno: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:249
msgid "Language: {language}."
msgstr "Idioma: {language}."

#: Sources/CommandLineFace/CommandCatalog.swift:118
msgid "Leave LINK off: the link holds the archive's key, and a command line can be read by other users (through /proc) and is kept in shell history. Without LINK it is asked for at a no-echo prompt on a terminal, or read from the first line of standard input (after the passcode with --passcode-stdin)."
msgstr "Omite LINK: el enlace contiene la clave del archivo, y otros usuarios pueden leer una línea de comandos (a través de /proc), que además queda en el historial de la shell. Sin LINK se pide en una solicitud sin eco en una terminal, o se lee de la primera línea de la entrada estándar (después del código con --passcode-stdin)."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:46
msgid "Legal name"
msgstr "Razón social"

#: Sources/CommandLineFace/CommandCatalog.swift:52
msgid "Let a profile notify again."
msgstr "Volver a activar las notificaciones de un perfil."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:22
msgid "Light or dark, as the desktop is set."
msgstr "Claro u oscuro, según esté configurado el escritorio."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:153
msgid "Link copied."
msgstr "Enlace copiado."

#: Sources/CommandLineFace/CommandCatalog.swift:57
msgid "List the active profile's chats."
msgstr "Listar los chats del perfil activo."

#: Sources/CommandLineFace/CommandCatalog.swift:55
msgid "List the profiles a password reveals."
msgstr "Listar los perfiles que revela una contraseña."

#: Sources/CommandLineFace/CommandCatalog.swift:61
msgid "List the server operators and their conditions."
msgstr "Listar los operadores de servidores y sus condiciones."

#: Sources/CommandLineFace/CommandCatalog.swift:80
msgid "List the server requests still owed."
msgstr "Listar las peticiones a servidores aún pendientes."

#: Sources/CommandLineFace/CommandCatalog.swift:47
msgid "List the visible profiles (with a password, the hidden ones it opens too)."
msgstr "Listar los perfiles visibles (con una contraseña, también los ocultos que abre)."

#: Sources/Features/Migration/DirectTransfer.swift:113
msgid "Listen for"
msgstr "Escuchar durante"

#: Sources/Features/Migration/DirectTransfer.swift:102
msgid "Listening on {addresses}, port {port}."
msgstr "Escuchando en {addresses}, puerto {port}."

#: Sources/Features/Migration/DirectTransfer.swift:47
msgid "Listening on {addresses}, port {port}. Press Ctrl-C to stop."
msgstr "Escuchando en {addresses}, puerto {port}. Pulsa Ctrl-C para parar."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:40
msgid "Loading the conditions…"
msgstr "Cargando las condiciones…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "Cargando…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:176
msgid "Local data deleted"
msgstr "Datos locales borrados"

#: Sources/CommandLineFace/CommandCatalog.swift:54
msgid "Make a hidden profile visible again."
msgstr "Volver a hacer visible un perfil oculto."

#: Sources/Features/Lock/Recovery.swift:89
msgid "Make a new recovery key"
msgstr "Crear una clave de recuperación nueva"

#: Sources/CommandLineFace/CommandCatalog.swift:49
msgid "Make a profile the active one."
msgstr "Hacer que un perfil sea el activo."

#: Sources/CommandLineFace/CommandCatalog.swift:71
msgid "Make a recovery key (shown once, stored nowhere) that opens the data if the passcode or keyring entry is lost; clear removes it."
msgstr "Crear una clave de recuperación (se muestra una vez, no se guarda en ningún sitio) que abre los datos si se pierde el código o la entrada del llavero; clear la quita."

#: Sources/Features/Lock/RecoveryFlow.swift:134
msgid "Make a recovery key?"
msgstr "¿Crear una clave de recuperación?"

#: Sources/Features/Lock/Recovery.swift:50
msgid "Make a recovery key? It opens the data if the passcode is forgotten or the keyring entry is lost. It is shown once and stored nowhere: write it down and keep it away from this device."
msgstr "¿Crear una clave de recuperación? Abre los datos si olvidas el código o se pierde la entrada del llavero. Se muestra una sola vez y no se guarda en ningún sitio: anótala y guárdala lejos de este dispositivo."

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "{count} mensaje marcado como leído."
msgstr[1] "{count} mensajes marcados como leídos."

#: Sources/PlainFace/PlainApp.swift:97
msgid "Menu"
msgstr "Menú"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "Mensajes solo mientras la aplicación está abierta."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:36
msgid "Migrate from another device"
msgstr "Migrar desde otro dispositivo"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:8
msgid "Migrate to another device"
msgstr "Migrar a otro dispositivo"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:20
msgid "Migration"
msgstr "Migración"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:104
msgid "Migration complete"
msgstr "Migración completada"

#: Sources/Features/Migration/MigrationExportText.swift:29
msgid "Migration finalized"
msgstr "Migración finalizada"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:43
msgid "Migration link"
msgstr "Enlace de migración"

#: Sources/Features/Migration/MigrationText.swift:60
msgid "Migration link (empty to go back): "
msgstr "Enlace de migración (vacío para volver): "

#: Sources/Features/Migration/MigrationText.swift:26
msgid "Migration link (it holds the archive's key: share it only with yourself):"
msgstr "Enlace de migración (contiene la clave de la copia: compártelo solo contigo):"

#: Sources/Features/Migration/MigrationExportText.swift:17
msgid "Migration link (it holds the key: share it only with yourself):"
msgstr "Enlace de migración (contiene la clave: compártelo solo contigo):"

#: Sources/CommandLineFace/CommandContext.swift:73
msgid "Missing argument. Usage: {usage}"
msgstr "Falta un argumento. Uso: {usage}"

#: Sources/CommandLineFace/CommandContext.swift:52
msgid "Missing the command after \"{command}\". Usage: {usage}"
msgstr "Falta el comando después de «{command}». Uso: {usage}"

#: Sources/CommandLineFace/CommandContext.swift:83
msgid "Missing the profile's name: give NAME, or leave it off and type it at the prompt on a terminal, or give it on a line of standard input (after the passcode, before the password). Usage: {usage}"
msgstr "Falta el nombre del perfil: indica NAME, u omítelo y escríbelo en la solicitud de una terminal, o dalo en una línea de la entrada estándar (después del código, antes de la contraseña). Uso: {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:20
msgid "Mode"
msgstr "Modo"

#: Sources/Features/Migration/MigrationText.swift:11
msgid "Move all your data to your new device: write an encrypted archive file, or send it directly to a device on this network. The link shown then holds the key to your data."
msgstr "Lleva todos tus datos a tu dispositivo nuevo: escribe un archivo de copia cifrado o envíalos directamente a un dispositivo de esta red. El enlace que se muestra contiene la clave de tus datos."

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "Silenciar"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Muted \"{name}\": it will not notify."
msgstr "«{name}» silenciado: no enviará notificaciones."

#: Sources/Features/Desktop/DesktopText.swift:114
msgid "Muted profile"
msgstr "Perfil silenciado"

#: Sources/CommandLineFace/CommandCatalog.swift:123
msgid "NAME may be a hidden profile's: leave it off to keep it out of the process list and shell history. It is then asked for at a no-echo prompt on a terminal, or read from a line of standard input: after the passcode (with --passcode-stdin), before the password (with --password-stdin)."
msgstr "NAME puede ser el de un perfil oculto: omítelo para que no quede en la lista de procesos ni en el historial de la shell. Entonces se pide en una solicitud sin eco en una terminal, o se lee de una línea de la entrada estándar: después del código (con --passcode-stdin), antes de la contraseña (con --password-stdin)."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Name"
msgstr "Nombre"

#: Sources/Features/Lock/LockText.swift:74
msgid "Name of the profile a self-destruct leaves (not shown): "
msgstr "Nombre del perfil que deja una autodestrucción (no se muestra): "

#: Sources/CommandLineFace/OnboardingCommand.swift:55
msgid "Name the operators to accept. Usage: {usage}"
msgstr "Indica los operadores que quieres aceptar. Uso: {usage}"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "Necesita una letra, un número o un símbolo."

#: Sources/CommandLineFace/ProfilesCommand.swift:59
msgid "New bio (not shown): "
msgstr "Nueva biografía (no se muestra): "

#: Sources/CommandLineFace/ProfilesCommand.swift:51
msgid "New name (not shown): "
msgstr "Nombre nuevo (no se muestra): "

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:87
msgid "New passcode"
msgstr "Código nuevo"

#: Sources/Features/Lock/LockText.swift:51
msgid "New passcode: "
msgstr "Código nuevo: "

#: Sources/Features/Desktop/SettingsText+Desktop.swift:111
msgid "Newer"
msgstr "Más reciente"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:42
msgid "Next check"
msgstr "Próxima comprobación"

#: Sources/Features/Migration/DirectTransfer.swift:89
msgid "No"
msgstr "No"

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No chat receives on this server queue."
msgstr "Ningún chat recibe en esta cola del servidor."

#: Sources/Features/Errors/ErrorReport.swift:147
msgid "No chat with \"{name}\" in the active profile."
msgstr "No hay ningún chat con «{name}» en el perfil activo."

#: Sources/TerminalFace/Home/ChatListScreen.swift:21
msgid "No chats yet."
msgstr "Aún no hay chats."

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "¡No hay token del dispositivo!"

#: Sources/Features/Settings/NotificationSettingsText.swift:63
msgid "No device token! Notifications start once the device provides one; your choice is saved."
msgstr "¡No hay token del dispositivo! Las notificaciones empiezan cuando el dispositivo lo proporcione; tu elección está guardada."

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "Ningún perfil coincide."

#: Sources/TerminalFace/Home/ChatScreen.swift:21
msgid "No messages yet."
msgstr "Aún no hay mensajes."

#: Sources/Features/Migration/MigrationImport.swift:119
msgid "No migration link was given (the line was empty): paste the whole link the export showed."
msgstr "No se dio ningún enlace de migración (la línea estaba vacía): pega el enlace completo que mostró la exportación."

#: Sources/Features/Errors/ErrorReport.swift:158
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "No hay ningún operador con el id «{id}». Consulta 'threshold operators list'."

#: Sources/CommandLineFace/ProfilesCommand.swift:105
msgid "No profile is left: the app starts with onboarding again."
msgstr "No queda ningún perfil: la aplicación vuelve a empezar por la bienvenida."

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "No hay ningún perfil llamado «{name}»."

#: Sources/CommandLineFace/ProfilesCommand.swift:117
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "No hay perfiles. Crea uno con: threshold profiles create NAME"

#: Sources/Features/Lock/Recovery.swift:55
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later with 'threshold lock recovery-key'."
msgstr "No se creó ninguna clave de recuperación. Sin clave de recuperación, una entrada del llavero perdida o un código olvidado significa que los datos no se pueden leer. Crea una más tarde con 'threshold lock recovery-key'."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:125
msgid "No release notes in this app."
msgstr "Esta aplicación no tiene notas de la versión."

#: Sources/Features/Lock/RecoveryFlow.swift:109
msgid "None: a forgotten passcode or a lost keyring entry means the data can't be read. Enter makes one; it is shown once and stored nowhere."
msgstr "Ninguna: un código olvidado o una entrada del llavero perdida significan que los datos no se pueden leer. Intro crea una; se muestra una sola vez y no se guarda en ningún sitio."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:78
msgid "Not empty, no space at either end. It must differ from the self-destruct passcode."
msgstr "No vacío, sin espacios al principio ni al final. Debe ser distinto del código de autodestrucción."

#: Sources/Features/Desktop/DesktopText.swift:65
msgid "Not now"
msgstr "Ahora no"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "No se ha cambiado nada en este dispositivo."

#: Sources/CommandLineFace/ProfilesCommand.swift:45
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "Nada que cambiar: indica --name N (o --name-stdin) y/o --bio B (o --bio-stdin)."

#: Sources/TerminalFace/Settings/AppUpdate+Preferences.swift:55
msgid "Nothing to show."
msgstr "No hay nada que mostrar."

#: Sources/Features/Migration/MigrationText.swift:43
msgid "Nothing was deleted."
msgstr "No se borró nada."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:61
msgid "Nothing was left behind. Press Enter to try again."
msgstr "No ha quedado nada a medias. Pulsa Intro para volver a intentarlo."

#: Sources/PlainFace/PlainApp+Onboarding.swift:184
msgid "Notification mode"
msgstr "Modo de notificación"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "Notificaciones"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Notifications ({mode})"
msgstr "Notificaciones ({mode})"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "Las notificaciones empezarán cuando el dispositivo proporcione un token push. Tu elección se ha guardado."

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant (waiting for a device token)."
msgstr "Notificaciones: instantáneas (esperando un token del dispositivo)."

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant."
msgstr "Notificaciones: instantáneas."

#: Sources/Features/Settings/NotificationSettingsText.swift:32
msgid "Notifications: no mode chosen yet."
msgstr "Notificaciones: aún no se ha elegido ningún modo."

#: Sources/Features/Settings/NotificationSettingsText.swift:33
msgid "Notifications: off."
msgstr "Notificaciones: desactivadas."

#: Sources/Features/Settings/NotificationSettingsText.swift:38
msgid "Notifications: periodic, every {count} minute (waiting for a device token)."
msgid_plural "Notifications: periodic, every {count} minutes (waiting for a device token)."
msgstr[0] "Notificaciones: periódicas, cada minuto (esperando un token del dispositivo)."
msgstr[1] "Notificaciones: periódicas, cada {count} minutos (esperando un token del dispositivo)."

#: Sources/Features/Settings/NotificationSettingsText.swift:40
msgid "Notifications: periodic, every {count} minute."
msgid_plural "Notifications: periodic, every {count} minutes."
msgstr[0] "Notificaciones: periódicas, cada minuto."
msgstr[1] "Notificaciones: periódicas, cada {count} minutos."

#: Sources/Features/Migration/MigrationText.swift:93
msgid "Now finalize the migration on the other device: threshold migrate finalize [--delete-local]"
msgstr "Ahora finaliza la migración en el otro dispositivo: threshold migrate finalize [--delete-local]"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "Aceptar"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "Desactivado: sin notificaciones push; los mensajes solo se reciben mientras la aplicación está abierta."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:85
msgid "Off: wrong passcodes never wipe the data. Enter sets a limit. Wrong passcodes are counted across restarts."
msgstr "Desactivado: los códigos incorrectos nunca borran los datos. Intro establece un límite. Los códigos incorrectos se cuentan también tras reiniciar."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:113
msgid "Older"
msgstr "Más antiguo"

#: Sources/Features/Migration/MigrationExportText.swift:10
msgid "On the new device, with the archive copied to the same path: choose \"Migrate from another device\" on the welcome screen and paste the link, or run threshold migrate import and paste it when asked (never on the command line, where other users and shell history see it)."
msgstr "En el nuevo dispositivo, con el archivo copiado en la misma ruta: elige «Migrar desde otro dispositivo» en la pantalla de bienvenida y pega el enlace, o ejecuta threshold migrate import y pégalo cuando se pida (nunca en la línea de órdenes, donde otros usuarios y el historial del shell lo ven)."

#: Sources/Features/Text/ScreenText.swift:15
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "En el otro dispositivo, exporta desde Ajustes o con `threshold migrate export` y pega aquí el enlace que muestra. Si el archivo no está donde dice el enlace (otra carpeta, una memoria USB), se te preguntará dónde está."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:46
msgid "On: opens a new profile named {name}"
msgstr "Activado: abre un perfil nuevo llamado {name}"

#: Sources/CommandLineFace/OnboardingCommand.swift:32
msgid "Onboarding is complete."
msgstr "La configuración inicial está completa."

#: Sources/CommandLineFace/OnboardingCommand.swift:31
msgid "Onboarding is needed; next step: {step}."
msgstr "Falta la configuración inicial; siguiente paso: {step}."

#: Sources/CommandLineFace/OnboardingCommand.swift:35
msgid "Onboarding progress cleared; steps run again for what is eligible."
msgstr "Progreso de la configuración inicial borrado; los pasos que correspondan se repetirán."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:196
msgid "Open"
msgstr "Abrir"

#: Sources/CommandLineFace/CommandCatalog.swift:72
msgid "Open the data with the recovery key and protect it again at the level given."
msgstr "Abrir los datos con la clave de recuperación y protegerlos de nuevo con el nivel indicado."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:212
msgid "Open your chats"
msgstr "Abrir tus chats"

#: Sources/Features/Lock/RecoveryFlow.swift:100
msgid "Opening the data…"
msgstr "Abriendo los datos…"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "Operadores"

#: Sources/PlainFace/PlainApp+Onboarding.swift:267
msgid "Operators (a number toggles)"
msgstr "Operadores (un número activa o desactiva)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Operators and conditions"
msgstr "Operadores y condiciones"

#: Sources/CommandLineFace/CommandCatalog.swift:113
msgid "Options for every command: --data-dir DIR, --brand FILE, --json, --passcode-stdin."
msgstr "Opciones de todos los comandos: --data-dir DIR, --brand FILE, --json, --passcode-stdin."

#: Sources/Features/Migration/DirectTransfer.swift:99
msgid "Or press s to send to a device on this network, without a file."
msgstr "O pulsa s para enviar a un dispositivo de esta red, sin archivo."

#: Sources/Features/Migration/MigrationText.swift:32
msgid "Or scan it:"
msgstr "O escanéalo:"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:76
msgid "Passcode"
msgstr "Código"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:74
msgid "Passcode of the other device"
msgstr "Código del otro dispositivo"

#: Sources/Features/Lock/LockText.swift:62
msgid "Passcode removed, with the self-destruct passcode and the attempt limit."
msgstr "Código quitado, junto con el código de autodestrucción y el límite de intentos."

#: Sources/Features/Lock/LockText.swift:58
msgid "Passcode set. Every command now asks for it."
msgstr "Código establecido. Ahora cada orden lo pide."

#: Sources/Features/Lock/LockSettingsText.swift:85
msgid "Passcode set. Threshold asks for it at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "Código establecido. Threshold lo pide al iniciar y antes de crear, borrar, ocultar, mostrar o revelar perfiles."

#: Sources/Features/Lock/LockText.swift:56
msgid "Passcode set. Threshold asks for it at start and before sensitive changes."
msgstr "Código establecido. Threshold lo pide al iniciar y antes de cambios delicados."

#: Sources/Features/Text/PromptText.swift:5
msgid "Passcode: "
msgstr "Código: "

#: Sources/Features/Lock/LockText.swift:35
msgid "Passcode: {passcode}; self-destruct passcode: {selfDestruct}; wipe after wrong passcodes: {limit}"
msgstr "Código: {passcode}; código de autodestrucción: {selfDestruct}; borrar tras códigos incorrectos: {limit}"

#: Sources/Features/Lock/LockText.swift:28
msgid "Passcode: {state}"
msgstr "Código: {state}"

#: Sources/CommandLineFace/Arguments.swift:18
msgid "Passcodes are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on the first line of standard input with --passcode-stdin."
msgstr "Los códigos nunca se dan como argumentos (otros usuarios pueden leer una línea de comandos, y las shells la guardan): escríbelo en la solicitud sin eco, o dalo en la primera línea de la entrada estándar con --passcode-stdin."

#: Sources/Features/Desktop/DesktopText.swift:88
msgid "Password"
msgstr "Contraseña"

#: Sources/CommandLineFace/CommandContext.swift:114
msgid "Password (only if \"{name}\" is a hidden profile): "
msgstr "Contraseña (solo si «{name}» es un perfil oculto): "

#: Sources/CommandLineFace/ProfilesCommand.swift:83
msgid "Password of \"{name}\": "
msgstr "Contraseña de «{name}»: "

#: Sources/Features/Profiles/ProfilesText.swift:22
msgid "Password to hide \"{name}\": "
msgstr "Contraseña para ocultar «{name}»: "

#: Sources/Features/Text/PromptText.swift:7
msgid "Password: "
msgstr "Contraseña: "

#: Sources/CommandLineFace/Arguments.swift:16
msgid "Passwords are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on a line of standard input with --password-stdin."
msgstr "Las contraseñas nunca se dan como argumentos (otros usuarios pueden leer una línea de comandos, y las shells la guardan): escríbela en la solicitud sin eco, o dala en una línea de la entrada estándar con --password-stdin."

#: Sources/Features/Profiles/HideProfileText.swift:23
msgid "Passwords don't match."
msgstr "Las contraseñas no coinciden."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:19
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "Pega o escribe el enlace  Tab mover  Intro importar  Esc volver"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:190
msgid "Paste the migration link"
msgstr "Pega el enlace de migración"

#: Sources/Features/Migration/MigrationText.swift:62
msgid "Paste the migration link: "
msgstr "Pega el enlace de migración: "

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "Periodic interval"
msgstr "Intervalo periódico"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "Periódico: los mensajes nuevos se comprueban cada minuto; ahorra batería."
msgstr[1] "Periódico: los mensajes nuevos se comprueban cada {count} minutos; ahorra batería."

#: Sources/Features/Errors/ErrorReport.swift:255
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "Permiso denegado: {detail} Comprueba el propietario y los permisos del directorio de datos."

#: Sources/TerminalFace/App/MenuSheet.swift:23
msgid "PgUp/PgDn"
msgstr "RePág/AvPág"

#: Sources/CommandLineFace/CommandCatalog.swift:85
msgid "Print every row of every table as the database key reads it (the passcode holder's view)."
msgstr "Mostrar cada fila de cada tabla tal como la lee la clave de la base de datos (lo que ve quien conoce el código)."

#: Sources/CommandLineFace/CommandCatalog.swift:63
msgid "Print the conditions of use."
msgstr "Mostrar las condiciones de uso."

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "Los chats privados, los grupos y tus contactos no son accesibles para los operadores de servidores."

#: Sources/PlainFace/PlainApp+Onboarding.swift:84
msgid "Profile \"{name}\" created."
msgstr "Perfil «{name}» creado."

#: Sources/Features/Desktop/DesktopText.swift:122
msgid "Profile actions"
msgstr "Acciones del perfil"

#: Sources/CommandLineFace/CommandContext.swift:82
msgid "Profile name (not shown): "
msgstr "Nombre del perfil (no se muestra): "

#: Sources/Features/Lock/LockText.swift:72
msgid "Profile name after a wipe: "
msgstr "Nombre del perfil tras el borrado: "

#: Sources/TerminalFace/App/AppUpdate.swift:211
msgid "Profile unhidden"
msgstr "Perfil visible de nuevo"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:54
msgid "Profiles"
msgstr "Perfiles"

#: Sources/Features/Lock/RecoveryFlow.swift:96
msgid "Protect the data with"
msgstr "Proteger los datos con"

#: Sources/Features/Lock/LockSettingsText.swift:121
msgid "Protect the data with {level}?"
msgstr "¿Proteger los datos con: {level}?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:72
msgid "Protection"
msgstr "Protección"

#: Sources/Features/Migration/MigrationImport.swift:45
msgid "Protection: the data on this device is under a key file beside the data (no passcode)."
msgstr "Protección: los datos de este dispositivo están protegidos por un archivo de clave junto a ellos (sin código)."

#: Sources/Features/Migration/MigrationImport.swift:43
msgid "Protection: the data on this device is under a passcode (the app lock)."
msgstr "Protección: los datos de este dispositivo están protegidos por un código (el bloqueo de la aplicación)."

#: Sources/Features/Migration/MigrationImport.swift:44
msgid "Protection: the data on this device is under the desktop keyring."
msgstr "Protección: los datos de este dispositivo están protegidos por el llavero del escritorio."

#: Sources/Features/Lock/LockText.swift:27
msgid "Protection: {level}"
msgstr "Protección: {level}"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "Notificaciones push"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:147
msgid "QR code of the migration link"
msgstr "Código QR del enlace de migración"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "Salir"

#: Sources/Features/Lock/RecoveryFlow.swift:140
msgid "Re-encrypt all data"
msgstr "Cifrar de nuevo todos los datos"

#: Sources/Features/Lock/Rekey.swift:39
msgid "Re-encrypt all data under a new key"
msgstr "Cifrar de nuevo todos los datos con una clave nueva"

#: Sources/CommandLineFace/CommandCatalog.swift:73
msgid "Re-encrypt all data under a new key (if the passcode or threshold.key may have leaked)."
msgstr "Volver a cifrar todos los datos con una clave nueva (si el código o threshold.key pudieron filtrarse)."

#: Sources/Features/Lock/RecoveryFlow.swift:146
msgid "Re-encrypt all data under a new key?"
msgstr "¿Cifrar de nuevo todos los datos con una clave nueva?"

#: Sources/Features/Lock/Rekey.swift:25
msgid "Re-encrypting: {copied} of {total} pages"
msgstr "Cifrando de nuevo: {copied} de {total} páginas"

#: Sources/PlainFace/PlainApp.swift:94
msgid "Read a chat"
msgstr "Leer un chat"

#: Sources/PlainFace/PlainApp.swift:114
msgid "Read which chat?"
msgstr "¿Qué chat quieres leer?"

#: Sources/CommandLineFace/CommandCatalog.swift:84
msgid "Receive a message as if from a contact (by --profile and --chat, or by server --queue as the messaging layer does)."
msgstr "Recibir un mensaje como si viniera de un contacto (con --profile y --chat, o con la cola del servidor --queue como hace la capa de mensajería)."

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received quietly."
msgstr "Recibido sin aviso."

#: Sources/Features/Migration/DirectTransfer.swift:166
msgid "Received {size} directly from the other device (the connection was resumed {count} time)."
msgid_plural "Received {size} directly from the other device (the connection was resumed {count} times)."
msgstr[0] "Recibidos {size} directamente del otro dispositivo (la conexión se reanudó {count} vez)."
msgstr[1] "Recibidos {size} directamente del otro dispositivo (la conexión se reanudó {count} veces)."

#: Sources/Features/Migration/DirectTransfer.swift:165
msgid "Received {size} directly from the other device."
msgstr "Recibidos {size} directamente del otro dispositivo."

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received; a notification would show."
msgstr "Recibido; se mostraría una notificación."

#: Sources/Features/Migration/MigrationText.swift:55
msgid "Recorded that this device's data was migrated."
msgstr "Se ha registrado que los datos de este dispositivo se migraron."

#: Sources/Features/Lock/RecoveryFlow.swift:103
msgid "Recovery key"
msgstr "Clave de recuperación"

#: Sources/Features/Lock/RecoveryFlow.swift:114
msgid "Recovery key copied. Paste it where you keep it, then clear the clipboard."
msgstr "Clave de recuperación copiada. Pégala donde la guardes y luego vacía el portapapeles."

#: Sources/Features/Lock/Recovery.swift:71
msgid "Recovery key made. With it, 'threshold lock recover' opens the data if the passcode or the keyring entry is lost."
msgstr "Clave de recuperación creada. Con ella, 'threshold lock recover' abre los datos si se pierde el código o la entrada del llavero."

#: Sources/Features/Lock/Recovery.swift:86
msgid "Recovery key removed: it opens nothing now."
msgstr "Clave de recuperación eliminada: ya no abre nada."

#: Sources/Features/Lock/Recovery.swift:67
msgid "Recovery key: "
msgstr "Clave de recuperación: "

#: Sources/Features/Migration/DirectTransfer.swift:70
msgid "Refused a connection from a device that does not have the link."
msgstr "Se rechazó la conexión de un dispositivo que no tiene el enlace."

#: Sources/Features/Migration/DirectTransfer.swift:69
msgid "Refused another device: this device is already sending."
msgstr "Se rechazó otro dispositivo: este dispositivo ya está enviando."

#: Sources/Features/Lock/LockSettingsText.swift:47
msgid "Remove"
msgstr "Quitar"

#: Sources/Features/Lock/LockText.swift:47
msgid "Remove self-destruct passcode"
msgstr "Quitar el código de autodestrucción"

#: Sources/Features/Lock/RecoveryFlow.swift:128
msgid "Remove the recovery key?"
msgstr "¿Eliminar la clave de recuperación?"

#: Sources/CommandLineFace/CommandCatalog.swift:76
msgid "Remove the self-destruct passcode."
msgstr "Quitar el código de autodestrucción."

#: Sources/Features/Lock/LockSettingsText.swift:43
msgid "Remove the self-destruct passcode?"
msgstr "¿Quitar el código de autodestrucción?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:202
msgid "Replace"
msgstr "Reemplazar"

#: Sources/Features/Lock/RecoveryFlow.swift:122
msgid "Replace the recovery key?"
msgstr "¿Sustituir la clave de recuperación?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "Obligatorio."

#: Sources/Features/Migration/MigrationText.swift:69
msgid "Retry"
msgstr "Reintentar"

#: Sources/PlainFace/PlainApp+Onboarding.swift:128
msgid "Retry loading the conditions"
msgstr "Volver a cargar las condiciones"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "Vuelve a cargar primero las condiciones."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:48
msgid "Roles"
msgstr "Funciones"

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Run 'threshold --help' for the list."
msgstr "Ejecuta 'threshold --help' para ver la lista."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:14
msgid ""
"Run 'threshold COMMAND --help' for what a command does.\n"
"Passwords are asked for without echo on a terminal, or read one per line from standard input with --password-stdin. The app-lock passcode, when set, is asked first (no echo), or read from the first line of standard input with --passcode-stdin. No secret is ever an argument (other users read command lines through /proc; shells keep them): leave LINK off 'migrate import', and NAME off a command whose profile may be hidden, to be asked at a no-echo prompt or to give it on standard input. Lines of standard input are read in this order: the passcode, the profile's name or the migration link, the new name (--name-stdin), the profile password, a new passcode. With --json the result or the error is one JSON object on stdout.\n"
"Exit codes: 0 success, 1 refused by a rule or bad data, 2 usage error.\n"
"Data directory: --data-dir, else $THRESHOLD_HOME, else $XDG_DATA_HOME/threshold, else ~/.local/share/threshold.\n"
"Language: --lang, else 'threshold language', else $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps: pseudo-locale)."
msgstr ""
"Ejecuta 'threshold COMMAND --help' para ver qué hace un comando.\n"
"Las contraseñas se piden sin eco en una terminal, o se leen una por línea de la entrada estándar con --password-stdin. El código del bloqueo, si está establecido, se pide primero (sin eco), o se lee de la primera línea de la entrada estándar con --passcode-stdin. Ningún secreto es nunca un argumento (otros usuarios leen las líneas de comandos a través de /proc; las shells las guardan): omite LINK en 'migrate import', y NAME en un comando cuyo perfil pueda estar oculto, para que se pidan en una solicitud sin eco o darlos por la entrada estándar. Las líneas de la entrada estándar se leen en este orden: el código, el nombre del perfil o el enlace de migración, el nombre nuevo (--name-stdin), la contraseña del perfil, un código nuevo. Con --json el resultado o el error es un único objeto JSON en stdout.\n"
"Códigos de salida: 0 éxito, 1 rechazado por una regla o datos no válidos, 2 error de uso.\n"
"Directorio de datos: --data-dir, si no $THRESHOLD_HOME, si no $XDG_DATA_HOME/threshold, si no ~/.local/share/threshold.\n"
"Idioma: --lang, si no 'threshold language', si no $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps: pseudolocalización)."

#: Sources/CommandLineFace/MigrateCommand.swift:179
msgid "Same code on both devices?"
msgstr "¿El mismo código en los dos dispositivos?"

#: Sources/Features/Profiles/HideProfileText.swift:17
msgid "Save profile password"
msgstr "Guardar la contraseña del perfil"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:106
msgid "Saved."
msgstr "Guardado."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:47
msgid "Saving…"
msgstr "Guardando…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "Busca o escribe una contraseña"

#: Sources/PlainFace/PlainApp.swift:127
msgid "Search or enter password (empty for all): "
msgstr "Busca o escribe una contraseña (vacío para ver todos): "

#: Sources/CommandLineFace/DevCommand.swift:19
msgid "Seeded profiles: {profiles}, chats: {chats}, messages: {messages}."
msgstr "Creados: perfiles: {profiles}, chats: {chats}, mensajes: {messages}."

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Select at least one operator to accept the conditions."
msgstr "Selecciona al menos un operador para aceptar las condiciones."

#: Sources/PlainFace/PlainApp+Onboarding.swift:147
msgid "Select at least one operator."
msgstr "Selecciona al menos un operador."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:165
msgid "Select the link to copy it. Esc back"
msgstr "Selecciona y copia el enlace. Esc atrás"

#: Sources/Features/Lock/LockSettingsText.swift:10
msgid "Self-destruct passcode"
msgstr "Código de autodestrucción"

#: Sources/Features/Lock/LockSettingsText.swift:96
msgid "Self-destruct passcode removed."
msgstr "Código de autodestrucción quitado."

#: Sources/Features/Lock/LockText.swift:64
msgid "Self-destruct passcode set."
msgstr "Código de autodestrucción establecido."

#: Sources/Features/Lock/LockSettingsText.swift:93
msgid "Self-destruct passcode set. Entered at any passcode prompt, it wipes all data and opens a new profile named \"{name}\"."
msgstr "Código de autodestrucción establecido. Escrito en cualquier solicitud de código, borra todos los datos y abre un perfil nuevo llamado «{name}»."

#: Sources/Features/Lock/LockText.swift:53
msgid "Self-destruct passcode: "
msgstr "Código de autodestrucción: "

#: Sources/Features/Lock/LockText.swift:29
msgid "Self-destruct passcode: {state}"
msgstr "Código de autodestrucción: {state}"

#: Sources/CommandLineFace/CommandCatalog.swift:81
msgid "Send the owed requests now."
msgstr "Enviar ahora las peticiones pendientes."

#: Sources/Features/Migration/DirectTransfer.swift:37
msgid "Send to a device on this network"
msgstr "Enviar a un dispositivo de esta red"

#: Sources/Features/Migration/DirectTransfer.swift:80
msgid "Sent {size} to the new device. This device no longer listens. Finalize the migration here once the new device shows your data (threshold migrate finalize)."
msgstr "Enviados {size} al dispositivo nuevo. Este dispositivo ya no escucha. Finaliza la migración aquí cuando el dispositivo nuevo muestre tus datos (threshold migrate finalize)."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Server operators"
msgstr "Operadores de servidores"

#: Sources/Features/Lock/LockSettingsText.swift:25
msgid "Set a passcode first"
msgstr "Primero establece un código"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "Establece primero un código: threshold lock set."

#: Sources/Features/Lock/LockSettingsText.swift:79
msgid "Set limit"
msgstr "Establecer límite"

#: Sources/CommandLineFace/CommandCatalog.swift:70
msgid "Set or change the passcode; --rekey (asked on a terminal) also re-encrypts all data under a new key."
msgstr "Establecer o cambiar el código; --rekey (se pregunta en una terminal) también vuelve a cifrar todos los datos con una clave nueva."

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Set passcode"
msgstr "Establecer código"

#: Sources/Features/Lock/LockSettingsText.swift:67
msgid "Set self-destruct passcode"
msgstr "Establecer código de autodestrucción"

#: Sources/CommandLineFace/CommandCatalog.swift:75
msgid "Set the self-destruct passcode and the profile left after a wipe (without NAME: the name from standard input, after the passcode)."
msgstr "Establecer el código de autodestrucción y el perfil que queda tras el borrado (sin NAME: el nombre desde la entrada estándar, después del código)."

#: Sources/Features/Lock/LockSettingsText.swift:61
msgid "Set the self-destruct passcode?"
msgstr "¿Establecer el código de autodestrucción?"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:77
msgid "Set: entering it opens a new profile named \"{name}\". Enter changes it; x removes it. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "Establecido: escribirlo abre un perfil nuevo llamado «{name}». Intro lo cambia; x lo quita. Escrito en cualquier solicitud de código, borra todos los datos de este dispositivo y abre solo ese perfil, como un desbloqueo normal."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "Ajustes"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "Settings · Notifications"
msgstr "Ajustes · Notificaciones"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:11
msgid "Settings · Server operators"
msgstr "Ajustes · Operadores de servidores"

#: Sources/CommandLineFace/CommandCatalog.swift:58
msgid "Show a chat of the active profile (its messages) and mark it read."
msgstr "Mostrar un chat del perfil activo (sus mensajes) y marcarlo como leído."

#: Sources/CommandLineFace/CommandCatalog.swift:79
msgid "Show or choose the language (de, fr, es, ru, ja, ar, qps; system: from LANGUAGE/LANG)."
msgstr "Mostrar o elegir el idioma (de, fr, es, ru, ja, ar, qps; system: de LANGUAGE/LANG)."

#: Sources/CommandLineFace/CommandCatalog.swift:64
msgid "Show or choose the notification mode."
msgstr "Mostrar o elegir el modo de notificación."

#: Sources/CommandLineFace/CommandCatalog.swift:69
msgid "Show the app lock's settings."
msgstr "Mostrar los ajustes del bloqueo de la aplicación."

#: Sources/CommandLineFace/CommandCatalog.swift:65
msgid "Show what's new since you last looked (--all: every version)."
msgstr "Mostrar las novedades desde la última vez que miraste (--all: todas las versiones)."

#: Sources/CommandLineFace/CommandCatalog.swift:59
msgid "Show which onboarding steps are done and which is next."
msgstr "Mostrar qué pasos de la configuración inicial están hechos y cuál sigue."

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:23
msgid "Skip"
msgstr "Omitir"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:68
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Espacio marcar  ←→ operador  Esc cerrar"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:98
msgid "Starting the import…"
msgstr "Iniciando la importación…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:54
msgid "Starting…"
msgstr "Iniciando…"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:124
msgid "Step {index} of {total}"
msgstr "Paso {index} de {total}"

#: Sources/CommandLineFace/CommandCatalog.swift:51
msgid "Stop a profile's notifications."
msgstr "Detener las notificaciones de un perfil."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:208
msgid "Stop the import"
msgstr "Detener la importación"

#: Sources/Features/Migration/DirectTransfer.swift:143
msgid "Stop the import? Nothing on this device changes."
msgstr "¿Detener la importación? No cambia nada en este dispositivo."

#: Sources/Features/Migration/DirectTransfer.swift:110
msgid "Stopped. No transfer was made, and this device no longer listens."
msgstr "Detenido. No se transfirió nada y este dispositivo ya no escucha."

#: Sources/Features/Migration/DirectTransfer.swift:151
msgid "Stopping the import…"
msgstr "Deteniendo la importación…"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "Cambiar a este perfil"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:48
msgid "Switch to {name}"
msgstr "Cambiar a {name}"

#: Sources/PlainFace/PlainApp.swift:96
msgid "Switch to {name} ({count} unread)"
msgstr "Cambiar a {name} ({count} sin leer)"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:13
msgid "Tab move  Enter choose  c create  m migrate  i how it works  Ctrl-C quit"
msgstr "Tab mover  Intro elegir  c crear  m migrar  i cómo funciona  Ctrl-C salir"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Tab next  Enter next/create"
msgstr "Tab siguiente  Intro siguiente/crear"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/create  Esc back"
msgstr "Tab siguiente  Intro siguiente/crear  Esc atrás"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:11
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab siguiente  Intro siguiente/guardar  Esc atrás"

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Tab next  Enter save  Esc back"
msgstr "Tab siguiente  Intro guardar  Esc atrás"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Ctrl-C quit"
msgstr "Tab siguiente  ←→ nivel  Intro siguiente/abrir  Ctrl-C salir"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Esc back"
msgstr "Tab siguiente  ←→ nivel  Intro siguiente/abrir  Esc atrás"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "Cuéntales a tus contactos sobre ti"

#: Sources/PlainFace/PlainApp+Onboarding.swift:77
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "Esa biografía ocupa {size}/{limit} bytes; acórtala."

#: Sources/Features/Errors/ErrorReport.swift:137
msgid "That is not a recovery key: it has 40 letters and digits in 8 groups (a typo makes its check fail). Nothing was tried or changed."
msgstr "Eso no es una clave de recuperación: tiene 40 letras y cifras en 8 grupos (una errata hace fallar su comprobación). No se probó ni se cambió nada."

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "Ese no es el código del otro dispositivo."

#: Sources/Features/Errors/ErrorReport.swift:192
msgid "That is not the passcode of the device the archive comes from. Nothing was changed; import again with that device's app passcode."
msgstr "Ese no es el código del dispositivo del que viene la copia. No se cambió nada; vuelve a importar con el código de la aplicación de ese dispositivo."

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "No se puede borrar el perfil activo. Cambia antes a otro perfil."

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "No se puede ocultar el perfil activo. Cambia antes a otro perfil."

#: Sources/Features/Lock/LockSettingsText.swift:89
msgid "The app lock is off. The self-destruct passcode and the attempt limit were removed too."
msgstr "El bloqueo de la aplicación está desactivado. También se quitaron el código de autodestrucción y el límite de intentos."

#: Sources/Features/Migration/MigrationImport.swift:178
msgid "The archive comes from a device locked with a passcode, and this screen can't ask for that passcode yet: import it with threshold --plain (Migrate from another device) or threshold migrate import, which ask for it."
msgstr "La copia viene de un dispositivo bloqueado con código, y esta pantalla aún no puede pedir ese código: impórtala con threshold --plain (Migrar desde otro dispositivo) o threshold migrate import, que lo piden."

#: Sources/Features/Migration/MigrationText.swift:77
msgid "The archive comes from a device locked with a passcode. Its passcode (empty to import without it): "
msgstr "La copia viene de un dispositivo bloqueado con código. Su código (vacío para importar sin él): "

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "El archivo viene de un dispositivo bloqueado con un código. Escribe ese código para que este dispositivo quede bloqueado con él, o déjalo vacío para importar sin él."

#: Sources/CommandLineFace/MigrateCommand.swift:148
msgid "The archive comes from a device locked with a passcode: give that passcode on the next line of standard input, or import without it with --without-lock (this device is then unlocked). Nothing was changed."
msgstr "La copia viene de un dispositivo bloqueado con código: da ese código en la siguiente línea de la entrada estándar, o importa sin él con --without-lock (este dispositivo queda desbloqueado). No se cambió nada."

#: Sources/Features/Errors/ErrorReport.swift:187
msgid "The archive comes from a newer version of Threshold (schema {archive}; this version knows {supported}). Update Threshold, then import again. Nothing was changed."
msgstr "La copia viene de una versión más nueva de Threshold (esquema {archive}; esta versión conoce {supported}). Actualiza Threshold y vuelve a importar. No se cambió nada."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:145
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "El archivo está listo. En el otro dispositivo, elige «Migrar desde otro dispositivo» y escanea el código o pega el enlace."

#: Sources/Features/Lock/LockSettingsText.swift:32
msgid "The attempt limit counts wrong passcodes: set a passcode first."
msgstr "El límite de intentos cuenta los códigos incorrectos: primero establece un código."

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "El límite de intentos debe ser un número entero del 1 al {limit}, u off."

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "La biografía ocupa {size} bytes; el límite es {limit} bytes."

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "No se puede usar el archivo de marca:"

#: Sources/Features/Errors/ErrorReport.swift:204
msgid "The code you typed is not the one this device computed: the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "El código que escribiste no es el que calculó este dispositivo: el enlace no lleva a tu otro dispositivo (lo cambiaron, o alguien está en medio). No se importó nada; vuelve a exportar en tu otro dispositivo y usa su enlace nuevo."

#: Sources/Features/Migration/DirectTransfer.swift:159
msgid "The codes differ, so the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "Los códigos son distintos, así que el enlace no lleva a tu otro dispositivo (lo cambiaron, o alguien está en medio). No se importó nada; vuelve a exportar en tu otro dispositivo y usa su enlace nuevo."

#: Sources/Features/Migration/DirectTransfer.swift:76
msgid "The connection broke after {size}. Still listening, so the new device can resume."
msgstr "La conexión se cortó tras {size}. Sigue escuchando para que el dispositivo nuevo pueda reanudar."

#: Sources/Features/Errors/ErrorReport.swift:235
msgid "The data folder can't be written (read-only or no permission). Only reading works."
msgstr "No se puede escribir en la carpeta de datos (solo lectura o sin permiso). Solo funciona la lectura."

#: Sources/Features/Errors/ErrorReport.swift:222
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "Otro proceso de Threshold está usando los datos. Vuelve a intentarlo cuando termine."

#: Sources/Features/Lock/LockSettingsText.swift:132
msgid "The data is now protected by: {level}."
msgstr "Ahora los datos están protegidos con: {level}."

#: Sources/Features/Lock/Recovery.swift:76
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one with 'threshold lock recovery-key' if it may have been seen."
msgstr "Los datos vuelven a estar abiertos, ahora protegidos en el nivel {level}. La clave de recuperación sigue funcionando; crea una nueva con 'threshold lock recovery-key' si alguien pudo verla."

#: Sources/Features/Lock/Rekey.swift:35
msgid "The data key was kept (only re-wrapped): whoever has an old copy of threshold.key and the old passcode can still read the data. Run 'threshold lock rekey' (or choose Re-encrypt all data) if the old passcode leaked."
msgstr "Se conservó la clave de los datos (solo se volvió a envolver): quien tenga una copia antigua de threshold.key y el código antiguo aún puede leer los datos. Ejecuta 'threshold lock rekey' (o elige «Cifrar de nuevo todos los datos») si el código antiguo se filtró."

#: Sources/Features/Errors/ErrorReport.swift:227
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "No se puede abrir la base de datos ({detail}). Comprueba que el directorio de datos es tuyo y que se puede escribir en él."

#: Sources/Features/Errors/ErrorReport.swift:224
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "El archivo de base de datos está dañado o no es una base de datos de Threshold. No se ha modificado."

#: Sources/Features/Errors/ErrorReport.swift:243
msgid "The database file is empty (0 bytes): the data is lost or was replaced. It was not treated as a new install."
msgstr "El archivo de la base de datos está vacío (0 bytes): los datos se perdieron o se sustituyeron. No se ha tratado como una instalación nueva."

#: Sources/Features/Errors/ErrorReport.swift:239
msgid "The database is encrypted and no key was given."
msgstr "La base de datos está cifrada y no se ha dado ninguna clave."

#: Sources/Features/Errors/ErrorReport.swift:241
msgid "The database is not encrypted yet; it must be converted first."
msgstr "La base de datos aún no está cifrada; primero hay que convertirla."

#: Sources/Features/Errors/ErrorReport.swift:237
msgid "The database key does not open this database. It was not changed."
msgstr "La clave de la base de datos no abre esta base de datos. No se ha modificado."

#: Sources/Features/Lock/LockText.swift:94
msgid "The database key is now kept by the desktop keyring. If that keyring entry is lost, only a recovery key opens the data."
msgstr "La clave de la base de datos la guarda ahora el llavero del escritorio. Si se pierde esa entrada del llavero, solo una clave de recuperación abre los datos."

#: Sources/Features/Lock/LockText.swift:95
msgid "The database key is now kept in threshold.key beside the data. This protects copies of the database file alone, not your account."
msgstr "La clave de la base de datos está ahora en threshold.key junto a los datos. Esto protege las copias del archivo de la base de datos por sí solo, no tu cuenta."

#: Sources/Features/Lock/LockSettingsText.swift:126
msgid "The database key moves into a key file beside the data: this protects copies of the database, not a copy of the whole folder."
msgstr "La clave de la base de datos pasa a un archivo de clave junto a los datos: esto protege las copias de la base de datos, no una copia de toda la carpeta."

#: Sources/Features/Lock/LockSettingsText.swift:125
msgid "The database key moves into the desktop keyring (Secret Service): whoever copies the data folder can't read it without your login keyring."
msgstr "La clave de la base de datos pasa al llavero del escritorio (Secret Service): quien copie la carpeta de datos no podrá leerla sin tu llavero de sesión."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:77
msgid "The desktop keyring"
msgstr "El llavero del escritorio"

#: Sources/Features/Errors/ErrorReport.swift:133
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Open it with your recovery key: threshold lock recover. Nothing was changed."
msgstr "El llavero del escritorio no tiene clave para estos datos (se eliminó su entrada, o es otro llavero). Ábrelos con tu clave de recuperación: threshold lock recover. No se cambió nada."

#: Sources/Features/Lock/RecoveryFlow.swift:93
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). This data has a recovery key: type it to open the data, then choose how to protect it from now on."
msgstr "El llavero del escritorio no tiene clave para estos datos (se eliminó su entrada, o es otro llavero). Estos datos tienen una clave de recuperación: escríbela para abrirlos y luego elige cómo protegerlos a partir de ahora."

#: Sources/Features/Errors/ErrorReport.swift:135
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Threshold keeps no other copy and no recovery key was made: without that entry the data can't be read. Restore the keyring from a backup, or log in to the desktop session whose keyring holds it; nothing was changed."
msgstr "El llavero del escritorio no tiene clave para estos datos (se eliminó su entrada, o es otro llavero). Threshold no guarda ninguna otra copia y no se creó ninguna clave de recuperación: sin esa entrada los datos no se pueden leer. Restaura el llavero desde una copia de seguridad, o inicia la sesión de escritorio cuyo llavero la contiene; no se cambió nada."

#: Sources/Features/Migration/DirectTransfer.swift:73
msgid "The device left before confirming the short code. Still listening."
msgstr "El dispositivo se desconectó antes de confirmar el código corto. Sigue escuchando."

#: Sources/Features/Errors/ErrorReport.swift:233
msgid "The disk is full. Free some space and try again; what was being saved was not saved."
msgstr "El disco está lleno. Libera espacio y vuelve a intentarlo; lo que se estaba guardando no se guardó."

#: Sources/Features/Errors/ErrorReport.swift:245
msgid "The disk reported an error while reading or writing the data ({detail}). What was being saved was not saved; the data already stored was not changed."
msgstr "El disco informó de un error al leer o escribir los datos ({detail}). Lo que se estaba guardando no se guardó; los datos ya almacenados no se modificaron."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:60
msgid "The export failed: {reason}"
msgstr "Falló la exportación: {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:20
msgid "The import was stopped before the codes were compared."
msgstr "La importación se detuvo antes de comparar los códigos."

#: Sources/Features/Migration/MigrationImport.swift:222
msgid "The import was stopped before the other device's passcode was given."
msgstr "La importación se detuvo antes de dar el código del otro dispositivo."

#: Sources/Features/Migration/DirectTransfer.swift:155
msgid "The import was stopped."
msgstr "Se detuvo la importación."

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "No se pudo escribir el archivo de clave ({reason}). Siguen vigentes los ajustes anteriores."

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "No se puede leer el archivo de clave threshold.key junto a la base de datos: {reason}. No se ha cambiado ni borrado nada."

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "El archivo de clave threshold.key junto a la base de datos está dañado o es de una versión más reciente de Threshold. No se ha cambiado ni borrado nada; restaura el archivo desde una copia de seguridad o actualiza Threshold."

#: Sources/Features/Lock/RecoveryFlow.swift:119
msgid "The key is hidden now. Type it from what you wrote down (dashes and spaces don't matter): it is stored only if it matches."
msgstr "La clave está oculta ahora. Escríbela a partir de lo que anotaste (los guiones y espacios dan igual): solo se guarda si coincide."

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "No se puede ocultar el último perfil visible. Crea antes otro perfil."

#: Sources/Features/Errors/ErrorReport.swift:181
msgid "The migration archive can't be found or read: {detail} Nothing was changed."
msgstr "No se encuentra o no se puede leer la copia de migración: {detail} No se cambió nada."

#: Sources/Features/Errors/ErrorReport.swift:185
msgid "The migration archive is damaged or incomplete: {detail} Nothing was changed; export it again on the other device."
msgstr "La copia de migración está dañada o incompleta: {detail} No se cambió nada; vuelve a exportarla en el otro dispositivo."

#: Sources/CommandLineFace/Arguments.swift:20
msgid "The migration link holds the archive's key, so it is never an option: run 'threshold migrate import' and paste it when asked, or give it on the first line of standard input."
msgstr "El enlace de migración contiene la clave del archivo, así que nunca es una opción: ejecuta 'threshold migrate import' y pégalo cuando se pida, o dalo en la primera línea de la entrada estándar."

#: Sources/PlainFace/PlainApp.swift:265
msgid "The name needs at least one letter, number or symbol."
msgstr "El nombre necesita al menos una letra, un número o un símbolo."

#: Sources/Features/Migration/DirectTransfer.swift:65
msgid "The new device reconnected: sending again from {size}."
msgstr "El dispositivo nuevo se ha vuelto a conectar: el envío sigue desde {size}."

#: Sources/Features/Lock/Recovery.swift:82
msgid "The old recovery key opened the old key and now opens nothing. Make a new one with 'threshold lock recovery-key'."
msgstr "La clave de recuperación antigua abría la clave antigua y ya no abre nada. Crea una nueva con 'threshold lock recovery-key'."

#: Sources/Features/Settings/SettingsText.swift:19
msgid "The onboarding and private profiles of a messenger without user identifiers. Everything stays on this device until you share it."
msgstr "La bienvenida y los perfiles privados de una mensajería sin identificadores de usuario. Todo se queda en este dispositivo hasta que lo compartas."

#: Sources/Features/Migration/MigrationImport.swift:59
msgid "The other device was locked with a passcode, and you imported without it: this device is now unlocked (Threshold opens without a passcode). To set one: threshold lock set, or Settings › App lock."
msgstr "El otro dispositivo estaba bloqueado con código y has importado sin él: este dispositivo está ahora desbloqueado (Threshold se abre sin código). Para poner uno: threshold lock set, o Ajustes › Bloqueo de la aplicación."

#: Sources/Features/Errors/ErrorReport.swift:200
msgid "The other device was not trusted: {detail}"
msgstr "No se confió en el otro dispositivo: {detail}"

#: Sources/CommandLineFace/OutboxCommand.swift:18
msgid "The outbox is empty."
msgstr "La bandeja de salida está vacía."

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "El código y el código de autodestrucción deben ser distintos. Elige otro."

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "El código no puede empezar ni terminar con un espacio."

#: Sources/Features/Lock/LockSettingsText.swift:17
msgid "The passcode is asked at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "El código se pide al iniciar y antes de crear, borrar, ocultar, mostrar o revelar perfiles."

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "El código está activado, así que protege los datos. Desactívalo primero (threshold lock clear) para elegir otro nivel."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:83
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "El código está activado, así que protege los datos. Desactívalo primero para elegir otro nivel."

#: Sources/Features/Errors/ErrorReport.swift:128
msgid "The passcode was not checked because the attempt could not be recorded ({reason}). Make the data directory writable (free some disk space), then try again."
msgstr "El código no se comprobó porque no se pudo registrar el intento ({reason}). Haz que se pueda escribir en el directorio de datos (libera espacio en disco) y vuelve a intentarlo."

#: Sources/Features/Lock/NewPasscode.swift:23
msgid "The passcodes don't match."
msgstr "Los códigos no coinciden."

#: Sources/Features/Errors/ErrorReport.swift:100
msgid "The password can't be empty."
msgstr "La contraseña no puede estar vacía."

#: Sources/Features/Errors/ErrorReport.swift:101
msgid "The password can't start or end with a space."
msgstr "La contraseña no puede empezar ni terminar con un espacio."

#: Sources/TerminalFace/App/AppUpdate.swift:212
msgid "The profile is visible again (still muted). Its password no longer reveals it."
msgstr "El perfil vuelve a estar visible (sigue silenciado). Su contraseña ya no lo revela."

#: Sources/CommandLineFace/CommandContext.swift:86
msgid "The profile name read from standard input is empty. Usage: {usage}"
msgstr "El nombre del perfil leído de la entrada estándar está vacío. Uso: {usage}"

#: Sources/Features/Lock/RecoveryFlow.swift:89
msgid "The recovery key opens the data if the passcode is forgotten or the keyring entry is lost. Then choose how to protect the data from now on."
msgstr "La clave de recuperación abre los datos si olvidaste el código o se perdió la entrada del llavero. Después elige cómo proteger los datos a partir de ahora."

#: Sources/Features/Lock/RecoveryFlow.swift:131
msgid "The recovery key then opens nothing. Without one, a forgotten passcode or a lost keyring entry means the data can't be read."
msgstr "La clave de recuperación ya no abrirá nada. Sin una, un código olvidado o una entrada del llavero perdida significan que los datos no se pueden leer."

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "The recovery key typed back differs from the one shown. Nothing was stored; try again."
msgstr "La clave de recuperación escrita no coincide con la mostrada. No se guardó nada; inténtalo de nuevo."

#: Sources/Features/Lock/LockSettingsText.swift:28
msgid "The self-destruct passcode works at the passcode prompt: set a passcode first."
msgstr "El código de autodestrucción funciona en la solicitud de código: primero establece un código."

#: Sources/Features/Lock/LockText.swift:90
msgid "The two passcodes differ; nothing was changed."
msgstr "Los dos códigos no coinciden; no se cambió nada."

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "Los dos códigos escritos no coinciden. No se ha cambiado nada; vuelve a intentarlo."

#: Sources/Features/Profiles/ProfilesText.swift:25
msgid "The two passwords differ; nothing was changed."
msgstr "Las dos contraseñas no coinciden; no se ha cambiado nada."

#: Sources/Features/Settings/SettingsText.swift:12
msgid "Theme"
msgstr "Tema"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "There is no active profile. Create one first."
msgstr "No hay ningún perfil activo. Crea uno primero."

#: Sources/Features/Migration/MigrationImport.swift:57
msgid "There is no attempt limit, as before."
msgstr "Como antes, no hay límite de intentos."

#: Sources/CommandLineFace/OnboardingCommand.swift:88
msgid "This app has no conditions document."
msgstr "Esta aplicación no tiene documento de condiciones."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:88
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "Esta versión no tiene aplicación interactiva. Ejecuta 'threshold --help' para ver los comandos."

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "This data has no recovery key. Nothing was changed."
msgstr "Estos datos no tienen clave de recuperación. No se cambió nada."

#: Sources/Features/Errors/ErrorReport.swift:220
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "Estos datos los escribió una versión más reciente de Threshold. Actualiza Threshold; los datos no se han modificado."

#: Sources/Features/Errors/ErrorReport.swift:190
msgid "This device already holds Threshold data. Nothing was changed; to replace all data here with the archive, import again with --replace."
msgstr "Este dispositivo ya tiene datos de Threshold. No se cambió nada; para sustituir todos los datos de aquí por la copia, vuelve a importar con --replace."

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "Este dispositivo ya tiene datos. ¿Reemplazarlos por los datos importados?"

#: Sources/Features/Migration/DirectTransfer.swift:42
msgid "This device is ready to send all its data directly to your new device on this network, once, within {seconds} seconds. On the new device, run threshold migrate import (or choose \"Migrate from another device\") and paste this link when asked. It holds the key to your data: share it only with yourself."
msgstr "Este dispositivo está listo para enviar todos sus datos directamente a tu dispositivo nuevo en esta red, una sola vez, en los próximos {seconds} segundos. En el dispositivo nuevo, ejecuta threshold migrate import (o elige \"Migrar desde otro dispositivo\") y pega este enlace cuando se pida. Contiene la clave de tus datos: compártelo solo contigo."

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "Los datos sellados de este perfil oculto están dañados y no se pueden leer."

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "This migration link can't be used: {detail} Nothing was changed."
msgstr "Este enlace de migración no sirve: {detail} No se cambió nada."

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "Este código es corto. Quien copie la carpeta de datos puede probar códigos sin conexión, una ejecución de scrypt cada uno: todos los códigos de 4 cifras caen en minutos y todos los de 6 cifras en horas (docs/security.md). Una frase de varias palabras es mucho más segura."

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "Este perfil ya está oculto."

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "Este perfil no está oculto."

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "This recovery key does not open this data. Nothing was changed."
msgstr "Esta clave de recuperación no abre estos datos. No se cambió nada."

#: Sources/Features/Desktop/DesktopText.swift:136
msgid "Threshold can't open its data"
msgstr "Threshold no puede abrir sus datos"

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "Threshold no pudo terminar de preparar sus datos ({reason}). Haz que se pueda escribir en la carpeta de datos o libera espacio y vuelve a abrir Threshold: entonces terminará."

#: Sources/Features/Text/ScreenText.swift:7
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "Threshold no tiene identificadores de usuario: tus perfiles viven en este dispositivo y solo se comparten con los contactos que elijas. Los servidores retransmiten los mensajes sin saber quién habla con quién, y cualquiera puede alojar uno."

#: Sources/Features/Desktop/DesktopText.swift:134
msgid "Threshold is already open"
msgstr "Threshold ya está abierto"

#: Sources/Features/Errors/ErrorReport.swift:166
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "Threshold ya se está ejecutando en {directory} (la aplicación, o un comando que reemplaza sus datos). Ciérralo primero o usa otro --data-dir; no se ha cambiado nada."

#: Sources/Features/Desktop/DesktopText.swift:124
msgid "Threshold is locked"
msgstr "Threshold está bloqueado"

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold está bloqueado. Escribe el código en la solicitud de una terminal, o dalo en la primera línea de la entrada estándar con --passcode-stdin."

#: Sources/Features/Lock/LockSettingsText.swift:58
msgid "Threshold will ask for this passcode at start and before creating, deleting, hiding, unhiding or revealing profiles. If you forget it, your data can't be opened."
msgstr "Threshold pedirá este código al iniciar y antes de crear, borrar, ocultar, mostrar o revelar perfiles. Si lo olvidas, no se podrán abrir tus datos."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:103
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "Threshold se abrirá sin código, y con él se quitan el código de autodestrucción y el límite de intentos."

#: Sources/Features/Lock/LockSettingsText.swift:38
msgid "Threshold will open without a passcode. The self-destruct passcode and the attempt limit are removed too."
msgstr "Threshold se abrirá sin código. También se quitan el código de autodestrucción y el límite de intentos."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:10
msgid "Threshold: onboarding and private chat profiles."
msgstr "Threshold: configuración inicial y perfiles de chat privados."

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "Para mostrar un perfil oculto, escribe su contraseña completa en el campo de búsqueda de «Tus perfiles de chat»."

#: Sources/Features/Profiles/HideProfileText.swift:8
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\". Hidden profiles are always muted."
msgstr "Para revelar un perfil oculto, escribe su contraseña completa en el campo de búsqueda de «Tus perfiles de chat». Los perfiles ocultos siempre están silenciados."

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "Demasiadas elecciones de operadores y de bienvenida para conservarlas tras una autodestrucción. No se ha cambiado nada."

#: Sources/CommandLineFace/ProfilesCommand.swift:127
msgid "Total unread: {count}"
msgstr "Total sin leer: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:45
msgid "Trade name"
msgstr "Nombre comercial"

#: Sources/Features/Lock/LockSettingsText.swift:41
msgid "Turn off"
msgstr "Desactivar"

#: Sources/Features/Lock/LockText.swift:45
msgid "Turn off passcode"
msgstr "Desactivar el código"

#: Sources/Features/Lock/LockSettingsText.swift:35
msgid "Turn off the app lock?"
msgstr "¿Desactivar el bloqueo de la aplicación?"

#: Sources/Features/Lock/LockSettingsText.swift:49
msgid "Turn off the attempt limit?"
msgstr "¿Desactivar el límite de intentos?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:41
msgid "Turn off the passcode"
msgstr "Desactivar el código"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Turn on the app lock?"
msgstr "¿Activar el bloqueo de la aplicación?"

#: Sources/CommandLineFace/CommandCatalog.swift:74
msgid "Turn the passcode off."
msgstr "Desactivar el código."

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "Escribe un nombre o contraseña  ↑↓ elegir  Intro acciones  Esc atrás"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "Escribe un número del 0 al {last}."

#: Sources/TerminalFace/Lock/LockFormState.swift:72
msgid "Type a number from 1 to {max}, or leave it empty for off."
msgstr "Escribe un número del 1 al {max}, o déjalo vacío para desactivarlo."

#: Sources/Features/Lock/LockText.swift:81
msgid "Type a whole number from 1 to {max}, or off."
msgstr "Escribe un número entero de 1 a {max}, u off."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:88
msgid "Type it again"
msgstr "Escríbelo otra vez"

#: Sources/Features/Text/PromptText.swift:9
msgid "Type it again: "
msgstr "Escríbela otra vez: "

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "Escribe el código  Intro continuar  Esc detener la importación"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "Vuelve a escribir el código."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:18
msgid "Type the path  Enter import  Esc back to the link"
msgstr "Escribe la ruta  Intro importar  Esc volver al enlace"

#: Sources/Features/Lock/Recovery.swift:64
msgid "Type the recovery key to confirm: "
msgstr "Escribe la clave de recuperación para confirmar: "

#: Sources/Features/Lock/RecoveryFlow.swift:70
msgid "Type the recovery key."
msgstr "Escribe la clave de recuperación."

#: Sources/PlainFace/PlainApp+MigrationExport.swift:92
msgid "Type yes to delete: "
msgstr "Escribe yes para borrar: "

#: Sources/TerminalFace/Lock/LockScreen.swift:22
msgid "Type your passcode"
msgstr "Escribe tu código"

#: Sources/CommandLineFace/CommandContext.swift:94
msgid "Unexpected argument \"{argument}\". Usage: {usage}"
msgstr "Argumento inesperado: «{argument}». Uso: {usage}"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "Error inesperado: {type}."

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "Volver a mostrar"

#: Sources/CommandLineFace/CommandCatalog.swift:141
msgid "Unknown command \"{command}\"."
msgstr "Comando desconocido «{command}»."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:131
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "Comando desconocido «{command}». Ejecuta 'threshold --help' para ver la lista."

#: Sources/CommandLineFace/OnboardingCommand.swift:109
msgid "Unknown mode \"{mode}\". Choose one of: {modes}."
msgstr "Modo desconocido: «{mode}». Elige uno de: {modes}."

#: Sources/CommandLineFace/Arguments.swift:84
msgid "Unknown option --{option}."
msgstr "Opción desconocida: --{option}."

#: Sources/Features/Desktop/DesktopText.swift:165
msgid "Unknown option {option}."
msgstr "Opción desconocida: {option}."

#: Sources/CommandLineFace/Arguments.swift:43
msgid "Unknown option {option}. Options are written with two dashes, e.g. --json."
msgstr "Opción desconocida: {option}. Las opciones se escriben con dos guiones, p. ej. --json."

#: Sources/CommandLineFace/CommandCatalog.swift:142
msgid "Unknown {group} command \"{command}\"."
msgstr "Comando de {group} desconocido: «{command}»."

#: Sources/Features/Desktop/DesktopText.swift:130
msgid "Unlock"
msgstr "Desbloquear"

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "Desbloquear para buscar perfiles ocultos…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "Quitar silencio"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Unmuted \"{name}\"."
msgstr "«{name}» ya no está silenciado."

#: Sources/Features/Profiles/ProfilesText.swift:36
msgid "Updated \"{name}\"."
msgstr "«{name}» actualizado."

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Usage:"
msgstr "Uso:"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:11
msgid "Usage: {usage}"
msgstr "Uso: {usage}"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "Usar el chat"

#: Sources/Features/Lock/RecoveryFlow.swift:86
msgid "Use the recovery key"
msgstr "Usar la clave de recuperación"

#: Sources/Features/Onboarding/OperatorDetails.swift:17
msgid "Use this operator"
msgstr "Usar este operador"

#: Sources/Features/Migration/MigrationExport.swift:14
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "Usar Threshold en los dos dispositivos rompe la entrega de mensajes: sigue usando solo el nuevo."

#: Sources/Features/Progress/TransferProgress.swift:77
msgid "Verifying"
msgstr "Verificando"

#: Sources/Features/Settings/SettingsText.swift:16
msgid "Version {version}"
msgstr "Versión {version}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:118
msgid "Version {version}: {title}"
msgstr "Versión {version}: {title}"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "View conditions"
msgstr "Ver condiciones"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "Esperando a que se carguen las condiciones."

#: Sources/Features/Migration/DirectTransfer.swift:106
msgid "Waiting for the other device…"
msgstr "Esperando al otro dispositivo…"

#: Sources/Features/Migration/MigrationText.swift:73
msgid "Warning: the migration link holds the archive's key, and as an argument other users of this computer can read it while the import runs. Next time paste it at the prompt, or give it on standard input."
msgstr "Aviso: el enlace de migración contiene la clave de la copia y, como argumento, otros usuarios de este ordenador pueden leerlo mientras dura la importación. La próxima vez pégalo en la solicitud o dalo en la entrada estándar."

#: Sources/Features/Lock/LockText.swift:60
msgid "Warning: {warning}"
msgstr "Aviso: {warning}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "Bienvenida"

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:10
msgid "What's new"
msgstr "Novedades"

#: Sources/Features/Text/ScreenText.swift:19
msgid "What's new in {version}: {title}"
msgstr "Novedades de la versión {version}: {title}"

#: Sources/Features/Migration/DirectTransfer.swift:124
msgid "When sending, this device waits up to {count} minute for the other one; press t to change it."
msgid_plural "When sending, this device waits up to {count} minutes for the other one; press t to change it."
msgstr[0] "Al enviar, este dispositivo espera al otro hasta {count} minuto; pulsa t para cambiarlo."
msgstr[1] "Al enviar, este dispositivo espera al otro hasta {count} minutos; pulsa t para cambiarlo."

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "¿Dónde está el archivo en este dispositivo? Su ruta (vacío para volver): "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "¿Dónde está el archivo en este dispositivo? Su ruta:"

#: Sources/Features/Lock/LockText.swift:42
msgid "Where the database key is kept (without a passcode)"
msgstr "Dónde se guarda la clave de la base de datos (sin código)"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "Se guardará como: {name}"

#: Sources/Features/Lock/LockSettingsText.swift:12
msgid "Wipe after wrong passcodes"
msgstr "Borrar tras códigos incorrectos"

#: Sources/Features/Lock/LockText.swift:30
msgid "Wipe after wrong passcodes: {limit}"
msgstr "Borrar tras códigos incorrectos: {limit}"

#: Sources/Features/Lock/LockSettingsText.swift:70
msgid "Wipe after {count} wrong passcode?"
msgid_plural "Wipe after {count} wrong passcodes?"
msgstr[0] "¿Borrar tras {count} código incorrecto?"
msgstr[1] "¿Borrar tras {count} códigos incorrectos?"

#: Sources/CommandLineFace/CommandCatalog.swift:77
msgid "Wipe all data after N wrong passcodes in a row."
msgstr "Borrar todos los datos tras N códigos incorrectos seguidos."

#: Sources/Features/Lock/LockText.swift:77
msgid "Wipe all data after how many wrong passcodes (1-{max}, or off)? "
msgstr "¿Borrar todos los datos tras cuántos códigos incorrectos (1-{max}, u off)? "

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:82
msgid "Wipes all data after {count} wrong passcode in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgid_plural "Wipes all data after {count} wrong passcodes in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgstr[0] "Borra todos los datos tras {count} código incorrecto seguido. Intro lo cambia; x lo desactiva. Los códigos incorrectos se cuentan también tras reiniciar."
msgstr[1] "Borra todos los datos tras {count} códigos incorrectos seguidos. Intro lo cambia; x lo desactiva. Los códigos incorrectos se cuentan también tras reiniciar."

#: Sources/Features/Lock/LockSettingsText.swift:118
msgid "Without a passcode the database key is kept by the desktop keyring or in a key file beside the data. Enter switches between the two. A passcode (the first row) protects the data best."
msgstr "Sin código, la clave de la base de datos la guarda el llavero del escritorio o un archivo de clave junto a los datos. Intro cambia entre los dos. Un código (la primera fila) protege mejor los datos."

#: Sources/TerminalFace/Home/ChatListScreen.swift:38
msgid "Working…"
msgstr "Trabajando…"

#: Sources/Features/Migration/DirectTransfer.swift:39
msgid "Write an archive file"
msgstr "Escribir un archivo de copia"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode"
msgstr "Código incorrecto"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode."
msgstr "Código incorrecto."

#: Sources/Features/Lock/LockSettingsText.swift:109
msgid "Wrong passcode. Try again."
msgstr "Código incorrecto. Inténtalo de nuevo."

#: Sources/Features/Lock/LockSettingsText.swift:110
msgid "Wrong passcode. {count} attempt left before all data is wiped."
msgid_plural "Wrong passcode. {count} attempts left before all data is wiped."
msgstr[0] "Código incorrecto. Queda {count} intento antes de que se borren todos los datos."
msgstr[1] "Código incorrecto. Quedan {count} intentos antes de que se borren todos los datos."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:70
msgid "Wrong passcodes before wiping"
msgstr "Códigos incorrectos antes de borrar"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgid "Wrong passcodes before wiping (empty: off)"
msgstr "Códigos incorrectos antes de borrar (vacío: desactivado)"

#: Sources/Features/Lock/LockSettingsText.swift:51
msgid "Wrong passcodes will never wipe the data."
msgstr "Los códigos incorrectos nunca borrarán los datos."

#: Sources/Features/Migration/DirectTransfer.swift:91
msgid "Y same code  N different code  Esc stop the import"
msgstr "Y mismo código  N código distinto  Esc detener la importación"

#: Sources/Features/Migration/DirectTransfer.swift:147
msgid "Y stop the import  N go on"
msgstr "Y detener la importación  N seguir"

#: Sources/Features/Migration/DirectTransfer.swift:88
msgid "Yes"
msgstr "Sí"

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "Ya tienes un perfil de chat con el mismo nombre visible («{name}»). Elige otro nombre."

#: Sources/Features/Text/ScreenText.swift:22
msgid "You are up to date."
msgstr "Estás al día."

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "Todo listo."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "Your chat profiles"
msgstr "Tus perfiles de chat"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "Tus datos del otro dispositivo ya están aquí. Finaliza la migración en el otro dispositivo (threshold migrate finalize): usar los dos dispositivos rompe la entrega de mensajes."

#: Sources/Features/Text/ScreenText.swift:10
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "Tu perfil se guarda en tu dispositivo y solo se comparte con tus contactos."

#: Sources/Features/Lock/Recovery.swift:60
msgid "Your recovery key (shown once, stored nowhere; write it down, keep it away from this device):"
msgstr "Tu clave de recuperación (se muestra una vez y no se guarda en ningún sitio; anótala y guárdala lejos de este dispositivo):"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:35
msgid "accepted {version}"
msgstr "aceptadas: {version}"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:36
msgid "accepted {version}, {current} not yet"
msgstr "aceptadas: {version}, {current} aún no"

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "activo"

#: Sources/Features/Migration/MigrationImport.swift:231
msgid "cannot check the passcode ({reason})"
msgstr "no se puede comprobar el código ({reason})"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:38
msgid "conditions not accepted"
msgstr "condiciones no aceptadas"

#: Sources/CommandLineFace/DevCommand.swift:33
msgid "dev receive needs --profile P and --chat C. Usage: {usage}"
msgstr "dev receive necesita --profile P y --chat C. Uso: {usage}"

#: Sources/CommandLineFace/DevCommand.swift:25
msgid "dev receive takes either --queue Q or --profile P --chat C. Usage: {usage}"
msgstr "dev receive admite o bien --queue Q o bien --profile P --chat C. Uso: {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "every {count} minute"
msgid_plural "every {count} minutes"
msgstr[0] "cada {count} minuto"
msgstr[1] "cada {count} minutos"

#: Sources/TerminalFace/App/AppChrome.swift:54
msgid "hidden"
msgstr "oculto"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "in use"
msgstr "en uso"

#: Sources/Features/Migration/MigrationImport.swift:154
msgid "its data breaks Threshold's rules ({problems})."
msgstr "sus datos incumplen las reglas de Threshold ({problems})."

#: Sources/Features/Migration/MigrationImport.swift:229
msgid "its manifest's lock record is malformed."
msgstr "el registro de bloqueo de su manifiesto está mal formado."

#: Sources/CommandLineFace/LockCommand.swift:66
msgid "lock level takes keyring or keyfile (the passcode level is 'threshold lock set'). Usage: {usage}"
msgstr "lock level admite keyring o keyfile (el nivel passcode es 'threshold lock set'). Uso: {usage}"

#: Sources/CommandLineFace/LockCommand.swift:155
msgid "lock recover takes the level to protect the data with: passcode, keyring or keyfile. Usage: {usage}"
msgstr "lock recover admite el nivel con que proteger los datos: passcode, keyring o keyfile. Uso: {usage}"

#: Sources/CommandLineFace/LockCommand.swift:52
msgid "lock recovery-key takes nothing, or clear. Usage: {usage}"
msgstr "lock recovery-key no admite nada, o clear. Uso: {usage}"

#: Sources/TerminalFace/App/AppChrome.swift:53
msgid "muted"
msgstr "silenciado"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:31
msgid "no roles"
msgstr "sin funciones"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "not used"
msgstr "sin usar"

#: Sources/Features/Dump/DumpReport.swift:39
msgid "pages: {pages}, free pages: {free}"
msgstr "páginas: {pages}, páginas libres: {free}"

#: Sources/CommandLineFace/LockCommand.swift:107
msgid "wipe-after needs a whole number from 1 to {max}, or off. Usage: {usage}"
msgstr "wipe-after necesita un número entero de 1 a {max}, u off. Uso: {usage}"

#: Sources/TerminalFace/Lock/LockScreen.swift:17
msgid "{app} is locked"
msgstr "{app} está bloqueado"

#: Sources/Features/Desktop/DesktopText.swift:30
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} bytes"

#: Sources/CommandLineFace/OutboxCommand.swift:37
msgid "{count} deletion could not be delivered; it stays in the outbox and is tried again later ('threshold outbox list' shows why)."
msgid_plural "{count} deletions could not be delivered; they stay in the outbox and are tried again later ('threshold outbox list' shows why)."
msgstr[0] "{count} borrado no se pudo entregar; sigue en la bandeja de salida y se reintentará más tarde ('threshold outbox list' muestra por qué)."
msgstr[1] "{count} borrados no se pudieron entregar; siguen en la bandeja de salida y se reintentarán más tarde ('threshold outbox list' muestra por qué)."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:179
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "Se eliminó {count} archivo o carpeta. Ya puedes cerrar Threshold."
msgstr[1] "Se eliminaron {count} archivos y carpetas. Ya puedes cerrar Threshold."

#: Sources/Features/Migration/DirectTransfer.swift:130
msgid "{count} minute"
msgid_plural "{count} minutes"
msgstr[0] "{count} minuto"
msgstr[1] "{count} minutos"

#: Sources/Features/Desktop/NewMessageAlerts.swift:36
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "{count} mensaje nuevo"
msgstr[1] "{count} mensajes nuevos"

#: Sources/Features/Profiles/ProfileDeleteText.swift:30
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "{count} borrado en servidor en cola en la bandeja de salida."
msgstr[1] "{count} borrados en servidor en cola en la bandeja de salida."

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "{count} sin leer"

#: Sources/Features/Desktop/DesktopText.swift:119
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "{count} mensaje sin leer"
msgstr[1] "{count} mensajes sin leer"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "{count} visibles"

#: Sources/Features/Errors/ErrorReport.swift:194
msgid "{detail} Nothing was changed."
msgstr "{detail} No se cambió nada."

#: Sources/Features/Errors/ErrorReport.swift:183
msgid "{detail} Nothing was changed; check the network and try again."
msgstr "{detail} No se cambió nada; comprueba la red y vuelve a intentarlo."

#: Sources/Features/Errors/ErrorReport.swift:198
msgid "{detail} Nothing was changed; start the import again (the other device keeps listening until its time limit)."
msgstr "{detail} No se cambió nada; vuelve a empezar la importación (el otro dispositivo sigue escuchando hasta su límite de tiempo)."

#: Sources/Features/Errors/ErrorReport.swift:206
msgid "{detail} Nothing was sent."
msgstr "{detail} No se envió nada."

#: Sources/CommandLineFace/OutboxCommand.swift:24
msgid "{id} delete queue {queue} on {server}, {count} failed attempt"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts"
msgstr[0] "{id} borrar la cola {queue} en {server}, {count} intento fallido"
msgstr[1] "{id} borrar la cola {queue} en {server}, {count} intentos fallidos"

#: Sources/CommandLineFace/OutboxCommand.swift:21
msgid "{id} delete queue {queue} on {server}, {count} failed attempt (last: {error})"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts (last: {error})"
msgstr[0] "{id} borrar la cola {queue} en {server}, {count} intento fallido (último: {error})"
msgstr[1] "{id} borrar la cola {queue} en {server}, {count} intentos fallidos (último: {error})"

#: Sources/CommandLineFace/OnboardingCommand.swift:76
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}"
msgstr "{mark} {name} ({id}) — {legalName}; funciones: {roles}"

#: Sources/CommandLineFace/OnboardingCommand.swift:75
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}; accepted conditions {version}"
msgstr "{mark} {name} ({id}) — {legalName}; funciones: {roles}; condiciones aceptadas {version}"

#: Sources/Features/Desktop/DesktopText.swift:84
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "{name} solo se mostrará cuando se escriba su contraseña en el campo de búsqueda. Mientras esté oculto, estará silenciado."

#: Sources/Features/Desktop/DesktopText.swift:161
msgid "{option} needs a value."
msgstr "{option} necesita un valor."

#: Sources/Features/Onboarding/WhatsNewPager.swift:26
msgid "{page} of {count}"
msgstr "{page} de {count}"

#: Sources/Features/Migration/MigrationExport.swift:47
msgid "{path} already exists; choose another name with --to FILE."
msgstr "{path} ya existe; elige otro nombre con --to FILE."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:83
msgid "{position} of {total}"
msgstr "{position} de {total}"

#: Sources/Features/Progress/TransferProgress.swift:65
msgid "{rate}/s"
msgstr "{rate}/s"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgid "{sender}: {message}"
msgstr "{sender}: {message}"

#: Sources/Features/Chats/ChatText.swift:12
msgid "{sender}: {text}"
msgstr "{sender}: {text}"

#: Sources/Features/Progress/TransferProgress.swift:62
msgid "{step} {done}"
msgstr "{step} {done}"

#: Sources/Features/Progress/TransferProgress.swift:60
msgid "{step}…"
msgstr "{step}…"

#: Sources/Features/Progress/TransferProgress.swift:59
msgid "{step}… ({percent}%)"
msgstr "{step}… ({percent} %)"

#: Sources/Features/Dump/DumpReport.swift:25
msgid "{table} ({count} row): {columns}"
msgid_plural "{table} ({count} rows): {columns}"
msgstr[0] "{table} ({count} fila): {columns}"
msgstr[1] "{table} ({count} filas): {columns}"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:30
msgid "{theme} (--theme)"
msgstr "{theme} (--theme)"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:24
msgid "↑↓ PgUp PgDn scroll  Esc close"
msgstr "↑↓ RePág AvPág desplazar  Esc cerrar"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:30
msgid "↑↓ choose  Enter confirm  i info"
msgstr "↑↓ elegir  Intro confirmar  i info"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "↑↓ choose  Enter open  Esc back"
msgstr "↑↓ elegir  Intro abrir  Esc atrás"

#: Sources/TerminalFace/Home/ChatListScreen.swift:13
msgid "↑↓ choose  Enter read  p profiles  s settings  q quit"
msgstr "↑↓ elegir  Intro leer  p perfiles  s ajustes  q salir"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "↑↓ choose  Enter save  Esc back"
msgstr "↑↓ elegir  Intro guardar  Esc atrás"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:13
msgid "↑↓ choose  Enter set/change  x turn off  Esc back"
msgstr "↑↓ elegir  Intro establecer/cambiar  x desactivar  Esc atrás"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:12
msgid "↑↓ choose  Space toggle  Enter open/accept  Esc back"
msgstr "↑↓ elegir  Espacio marcar  Intro abrir/aceptar  Esc atrás"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ mover  Espacio marcar  Intro elegir  v ver condiciones"

#: Sources/TerminalFace/Home/ChatScreen.swift:17
msgid "↑↓ scroll  Esc back"
msgstr "↑↓ desplazar  Esc atrás"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ Nombre válido"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "off"
msgstr "desactivado"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "on"
msgstr "activado"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:69
msgctxt "button"
msgid "Accept"
msgstr "Aceptar"

#: Sources/TerminalFace/Lock/AppUpdate+LockSettings.swift:57
msgctxt "button"
msgid "Cancel"
msgstr "Cancelar"

#: Sources/Features/Lock/LockSettingsText.swift:130
msgctxt "button"
msgid "Change"
msgstr "Cambiar"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "Cerrar"

#: Sources/Features/Lock/RecoveryFlow.swift:112
msgctxt "button"
msgid "Copy"
msgstr "Copiar"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "Crear"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "Borrar"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:49
msgctxt "button"
msgid "Export"
msgstr "Exportar"

#: Sources/Features/Lock/RecoveryFlow.swift:116
msgctxt "button"
msgid "I wrote it down"
msgstr "Ya la anoté"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Import"
msgstr "Importar"

#: Sources/Features/Lock/RecoveryFlow.swift:152
msgctxt "button"
msgid "Keep the key"
msgstr "Mantener la clave"

#: Sources/Features/Lock/RecoveryFlow.swift:137
msgctxt "button"
msgid "Make one"
msgstr "Crear una"

#: Sources/Features/Lock/RecoveryFlow.swift:136
msgctxt "button"
msgid "Not now"
msgstr "Ahora no"

#: Sources/Features/Lock/RecoveryFlow.swift:98
msgctxt "button"
msgid "Open the data"
msgstr "Abrir los datos"

#: Sources/Features/Lock/RecoveryFlow.swift:150
msgctxt "button"
msgid "Re-encrypt"
msgstr "Cifrar de nuevo"

#: Sources/DesktopFace/Lock/DesktopApp+Recovery.swift:87
msgctxt "button"
msgid "Replace"
msgstr "Sustituir"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Retry"
msgstr "Reintentar"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:52
msgctxt "button"
msgid "Save"
msgstr "Guardar"

#: Sources/Features/Settings/NotificationSettingsText.swift:9
msgctxt "device token"
msgid "no mode chosen yet"
msgstr "aún no se ha elegido modo"

#: Sources/Features/Settings/NotificationSettingsText.swift:11
msgctxt "device token"
msgid "not needed"
msgstr "no hace falta"

#: Sources/Features/Settings/NotificationSettingsText.swift:13
msgctxt "device token"
msgid "registered"
msgstr "registrado"

#: Sources/Features/Settings/NotificationSettingsText.swift:12
msgctxt "device token"
msgid "waiting for a device token"
msgstr "esperando un token del dispositivo"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgctxt "message sender"
msgid "You"
msgstr "Tú"

#: Sources/Features/Migration/MigrationText.swift:14
msgctxt "migration"
msgid "Export"
msgstr "Exportar"

#: Sources/Features/Migration/MigrationText.swift:37
msgctxt "migration"
msgid "Finalize"
msgstr "Finalizar"

#: Sources/Features/Migration/MigrationText.swift:68
msgctxt "migration"
msgid "Import"
msgstr "Importar"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:10
msgctxt "notification mode"
msgid "Instant"
msgstr "Instantáneo"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:12
msgctxt "notification mode"
msgid "Off"
msgstr "Desactivado"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:11
msgctxt "notification mode"
msgid "Periodic"
msgstr "Periódico"

#: Sources/Features/Settings/NotificationSettingsText.swift:55
msgctxt "notification mode"
msgid "instant"
msgstr "instantáneo"

#: Sources/Features/Settings/NotificationSettingsText.swift:54
msgctxt "notification mode"
msgid "not chosen"
msgstr "sin elegir"

#: Sources/Features/Settings/NotificationSettingsText.swift:57
msgctxt "notification mode"
msgid "off"
msgstr "desactivado"

#: Sources/Features/Settings/NotificationSettingsText.swift:56
msgctxt "notification mode"
msgid "periodic"
msgstr "periódico"

#: Sources/Features/Lock/LockSettingsText.swift:138
msgctxt "protection level"
msgid "Key file"
msgstr "Archivo de clave"

#: Sources/Features/Lock/LockSettingsText.swift:137
msgctxt "protection level"
msgid "Keyring"
msgstr "Llavero"

#: Sources/Features/Lock/LockSettingsText.swift:136
msgctxt "protection level"
msgid "Passcode"
msgstr "Código"

#: Sources/Features/Lock/LockText.swift:20
msgctxt "protection level"
msgid "desktop keyring"
msgstr "llavero del escritorio"

#: Sources/Features/Lock/LockText.swift:21
msgctxt "protection level"
msgid "key file"
msgstr "archivo de clave"

#: Sources/Features/Lock/LockText.swift:19
msgctxt "protection level"
msgid "passcode"
msgstr "código"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "Made"
msgstr "Creada"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "None"
msgstr "Ninguna"

#: Sources/CommandLineFace/OnboardingCommand.swift:73
msgctxt "roles"
msgid "none"
msgstr "ninguna"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgctxt "state"
msgid "Off"
msgstr "Desactivado"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:58
msgctxt "state"
msgid "On"
msgstr "Activado"

#: Sources/Features/Settings/AppSession+Theme.swift:18
msgctxt "theme"
msgid "Dark"
msgstr "Oscuro"

#: Sources/Features/Settings/AppSession+Theme.swift:17
msgctxt "theme"
msgid "Light"
msgstr "Claro"

msgid "This device continues the transfer that was interrupted, for {seconds} seconds: the new device reconnects by itself with the link it already has (it keeps trying for three minutes), and the transfer goes on where it stopped. If the new device gave up, run threshold migrate import there again (or choose \"Migrate from another device\") and paste this link."
msgstr "Este dispositivo continúa la transferencia interrumpida, durante {seconds} segundos: el nuevo dispositivo se vuelve a conectar solo con el enlace que ya tiene (lo intenta durante tres minutos) y la transferencia sigue donde se detuvo. Si el nuevo dispositivo se rindió, ejecuta de nuevo threshold migrate import allí (o elige \"Migrar desde otro dispositivo\") y pega este enlace."

#: Sources/Features/Lock/Recovery.swift:60
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later in Settings › App lock."
msgstr "No se creó ninguna clave de recuperación. Sin clave de recuperación, una entrada del llavero perdida o un código olvidado significa que los datos no se pueden leer. Crea una más tarde en Ajustes › Bloqueo de la aplicación."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:189
msgid "On the other device, open Settings › Migrate to another device and export or send, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), choose it with \"Choose the archive…\"."
msgstr "En el otro dispositivo, abre Ajustes › Migrar a otro dispositivo, exporta o envía, y pega aquí el enlace que muestra. Si el archivo no está donde dice el enlace (otra carpeta, una memoria USB), elígelo con «Elegir el archivo…»."

#: Sources/Features/Lock/Recovery.swift:81
msgid "Recovery key made. With it, Threshold opens the data if the passcode or the keyring entry is lost: it asks for the key at start."
msgstr "Clave de recuperación creada. Con ella, Threshold abre los datos si se pierde el código o la entrada del llavero: la pide al iniciarse."

#: Sources/Features/Migration/DirectTransfer.swift:112
msgid "Sent {size} to the new device. This device no longer listens. Once the new device shows your data, finalize the migration below."
msgstr "Enviados {size} al dispositivo nuevo. Este dispositivo ya no escucha. Cuando el dispositivo nuevo muestre tus datos, finaliza la migración aquí abajo."

#: Sources/Features/Lock/Recovery.swift:92
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one in Settings › App lock if it may have been seen."
msgstr "Los datos vuelven a estar abiertos, ahora protegidos en el nivel {level}. La clave de recuperación sigue funcionando; crea una nueva en Ajustes › Bloqueo de la aplicación si alguien pudo verla."

#: Sources/Features/Migration/DirectTransfer.swift:55
msgid "This device continues the transfer that was interrupted, for {count} more minute: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgid_plural "This device continues the transfer that was interrupted, for {count} more minutes: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgstr[0] "Este dispositivo continúa la transferencia interrumpida durante {count} minuto más: el dispositivo nuevo se vuelve a conectar solo con el enlace que ya tiene y la transferencia sigue donde se detuvo. Si el dispositivo nuevo se rindió, elige de nuevo allí «Migrar desde otro dispositivo» y pega este enlace."
msgstr[1] "Este dispositivo continúa la transferencia interrumpida durante {count} minutos más: el dispositivo nuevo se vuelve a conectar solo con el enlace que ya tiene y la transferencia sigue donde se detuvo. Si el dispositivo nuevo se rindió, elige de nuevo allí «Migrar desde otro dispositivo» y pega este enlace."

#: Sources/Features/Migration/DirectTransfer.swift:58
msgid "This device is ready to send all its data directly to your new device on this network, once, within {count} minute. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgid_plural "This device is ready to send all its data directly to your new device on this network, once, within {count} minutes. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgstr[0] "Este dispositivo está listo para enviar todos sus datos directamente a tu dispositivo nuevo en esta red, una sola vez, en el próximo {count} minuto. En el dispositivo nuevo, elige «Migrar desde otro dispositivo» y pega este enlace. Contiene la clave de tus datos: compártelo solo contigo."
msgstr[1] "Este dispositivo está listo para enviar todos sus datos directamente a tu dispositivo nuevo en esta red, una sola vez, en los próximos {count} minutos. En el dispositivo nuevo, elige «Migrar desde otro dispositivo» y pega este enlace. Contiene la clave de tus datos: compártelo solo contigo."

#: Sources/Features/Migration/MigrationImportText.swift:28
msgid "Your data from the other device is here. Now finalize the migration on the other device, where it was sent from: using both devices breaks message delivery."
msgstr "Tus datos del otro dispositivo ya están aquí. Ahora finaliza la migración en el otro dispositivo, desde el que se enviaron: usar los dos dispositivos rompe la entrega de mensajes."

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "The new device received the data but did not import it (it says why). This device still listens: import again there with the same link, or stop here."
msgstr "El dispositivo nuevo recibió los datos pero no los importó (allí dice por qué). Este dispositivo sigue escuchando: importa de nuevo allí con el mismo enlace, o detente aquí."

#: Sources/Features/Migration/DirectTransfer.swift:127
msgid "Sent {size} to the new device, but it did not say whether it imported the data (it may have been stopped). This device no longer listens. Finalize here only once the new device shows your data; if it does not, export again."
msgstr "Enviados {size} al dispositivo nuevo, pero no dijo si importó los datos (quizá se detuvo). Este dispositivo ya no escucha. Finaliza aquí solo cuando el dispositivo nuevo muestre tus datos; si no, exporta de nuevo."

#: Sources/Features/Errors/ErrorReport.swift:53
msgid "Threshold has no \"{code}\" language. Choose one of: {languages}; or system, to follow LANGUAGE, LC_ALL, LC_MESSAGES and LANG."
msgstr "Threshold no tiene el idioma «{code}». Elige uno de estos: {languages}; o system, para seguir LANGUAGE, LC_ALL, LC_MESSAGES y LANG."

#: Sources/Features/Settings/SettingsText.swift:14
msgid "{language} ({percent}% translated)"
msgstr "{language} ({percent} % traducido)"

"""#),
        ("fr.po", #"""
# French texts of Threshold. Edit with any gettext tool; see docs/languages.md.
# Glossary (docs/glossary.md; scripts/po-check warns where a text does not use the chosen word):
# glossary: passcode = code
# glossary: password = mot de passe
# glossary: profile = profil
# glossary: hidden profile = profil masqué
# glossary: chat = discussion
# glossary: contact = contact
# glossary: archive = archive
# glossary: file = fichier
# glossary: export = exporter / export
# glossary: import = importer / import
# glossary: migrate = migrer / migration
# glossary: migration = migration
# glossary: link = lien
# glossary: short code = code court
# glossary: device = appareil
# glossary: app lock = verrouillage de l’application
# glossary: unlock = déverrouiller
# glossary: self-destruct passcode = code d’autodestruction
# glossary: wipe after = effacer après
# glossary: attempt limit = limite de tentatives
# glossary: protection level = niveau de protection
# glossary: key file = fichier de clé
# glossary: keyring = trousseau
# glossary: recovery key = clé de récupération
# glossary: operator = opérateur
# glossary: server = serveur
# glossary: conditions of use = conditions d’utilisation
# glossary: notifications = notifications
# glossary: Instant = Instantané
# glossary: Periodic = Périodique
# glossary: Off = Désactivé
# glossary: queue = file d’attente
# glossary: outbox = boîte d’envoi
# glossary: mute = mettre en sourdine
# glossary: reveal = révéler
# glossary: what's new = Nouveautés
msgid ""
msgstr ""
"Project-Id-Version: Threshold\n"
"Report-Msgid-Bugs-To: \n"
"PO-Revision-Date: 2026-12-03 09:30+0000\n"
"Last-Translator: Threshold <translations@threshold.invalid>\n"
"Language-Team: French\n"
"Language: fr\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

#: Sources/Features/Settings/AppSession+Language.swift:23
msgid "\"{code}\" is not a language code (e.g. de, pt_BR, or system)."
msgstr "« {code} » n’est pas un code de langue (par exemple de, pt_BR ou system)."

#: Sources/Features/Profiles/ProfileDeleteText.swift:21
msgid "\"{name}\" and its chats on this device (server data is kept) will be deleted. This can't be undone."
msgstr "« {name} » et ses discussions sur cet appareil seront supprimés (les données sur les serveurs sont conservées). Impossible d’annuler."

#: Sources/Features/Profiles/ProfileDeleteText.swift:20
msgid "\"{name}\" and its chats on this device and its connections on the servers will be deleted. This can't be undone."
msgstr "« {name} », ses discussions sur cet appareil et ses connexions sur les serveurs seront supprimés. Impossible d’annuler."

#: Sources/PlainFace/PlainApp.swift:206
msgid "\"{name}\" is hidden. Enter its password at \"Search or enter password\" to show it."
msgstr "« {name} » est masqué. Saisissez son mot de passe dans « Rechercher ou saisir un mot de passe » pour l’afficher."

#: Sources/CommandLineFace/ProfilesCommand.swift:80
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "« {name} » est masqué. Saisissez son mot de passe dans le champ de recherche (ou utilisez 'profiles reveal') pour l’afficher."

#: Sources/CommandLineFace/ProfilesCommand.swift:34
msgid "\"{name}\" is now the active profile."
msgstr "« {name} » est maintenant le profil actif."

#: Sources/Features/Profiles/ProfilesText.swift:28
msgid "\"{name}\" is visible again (still muted)."
msgstr "« {name} » est de nouveau visible (toujours en sourdine)."

#: Sources/CommandLineFace/LockCommand.swift:164
msgid "'lock recover passcode' needs the new passcode: at the prompt, or on the line of standard input after the recovery key."
msgstr "'lock recover passcode' demande le nouveau code : à l’invite, ou sur la ligne de l’entrée standard après la clé de récupération."

#: Sources/CommandLineFace/LockCommand.swift:158
msgid "'lock recover' needs the recovery key: type it at the prompt on a terminal, or give it on the first line of standard input with --recovery-stdin."
msgstr "'lock recover' demande la clé de récupération : tapez-la à l’invite dans un terminal, ou donnez-la sur la première ligne de l’entrée standard avec --recovery-stdin."

#: Sources/CommandLineFace/LockCommand.swift:83
msgid "'lock self-destruct set' needs the name of the profile it leaves: as NAME, or on a line of standard input (after the current passcode with --passcode-stdin). Usage: {usage}"
msgstr "'lock self-destruct set' demande le nom du profil qu’il laisse : en NAME, ou sur une ligne de l’entrée standard (après le code actuel avec --passcode-stdin). Utilisation : {usage}"

#: Sources/CommandLineFace/MigrateCommand.swift:114
msgid "'migrate import' needs the migration link: paste it at the prompt on a terminal, or give it on the first line of standard input (after the passcode with --passcode-stdin). Usage: {usage}"
msgstr "'migrate import' demande le lien de migration : collez-le à l’invite dans un terminal, ou donnez-le sur la première ligne de l’entrée standard (après le code avec --passcode-stdin). Utilisation : {usage}"

#: Sources/CommandLineFace/CommandCatalog.swift:154
msgid "'{command}' does not take --{option}."
msgstr "'{command}' n’accepte pas --{option}."

#: Sources/CommandLineFace/LockCommand.swift:199
msgid "'{command}' needs a passcode: type it at the prompt on a terminal, or give it on a line of standard input with --passcode-stdin (after the current passcode when the lock is on)."
msgstr "'{command}' demande un code : tapez-le à l’invite dans un terminal, ou donnez-le sur une ligne de l’entrée standard avec --passcode-stdin (après le code actuel si le verrouillage est activé)."

#: Sources/CommandLineFace/CommandContext.swift:102
msgid "'{command}' needs a password: type it at the prompt on a terminal, or give it on a line of standard input with --password-stdin."
msgstr "'{command}' a besoin d’un mot de passe : tapez-le à l’invite dans un terminal, ou donnez-le sur une ligne de l’entrée standard avec --password-stdin."

#: Sources/CommandLineFace/ProfilesCommand.swift:12
msgid "(without NAME, the name is read at a no-echo prompt or from standard input, before any password)"
msgstr "(sans NAME, le nom est lu à une invite masquée ou sur l’entrée standard, avant tout mot de passe)"

#: Sources/CommandLineFace/ProfilesCommand.swift:123
msgid "({count} unread)"
msgstr "(non lus : {count})"

#: Sources/Features/Progress/TransferProgress.swift:64
msgid "({percent}%)"
msgstr "({percent} %)"

#: Sources/Features/Migration/MigrationImport.swift:132
msgid "--archive needs a file name."
msgstr "--archive demande un nom de fichier."

#: Sources/CommandLineFace/ProfilesCommand.swift:60
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "--bio-stdin attend la bio sur une ligne de l’entrée standard (après le nom du profil et un éventuel nouveau nom). Usage : {usage}"

#: Sources/CommandLineFace/DevCommand.swift:35
msgid "--chat needs a contact name."
msgstr "--chat attend le nom d’un contact."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:81
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "--json demande une commande (l’application elle-même ne produit pas de JSON). Lancez 'threshold --help' pour la liste."

#: Sources/CommandLineFace/DevCommand.swift:16
msgid "--messages needs at least one chat (--chats M)."
msgstr "--messages demande au moins une discussion (--chats M)."

#: Sources/CommandLineFace/ProfilesCommand.swift:52
msgid "--name-stdin needs the new name on a line of standard input (after the profile's name). Usage: {usage}"
msgstr "--name-stdin attend le nouveau nom sur une ligne de l’entrée standard (après le nom du profil). Usage : {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:110
msgid "--passcode-stdin was given, but this install has no passcode (the lock is off), so no line was read and nothing was changed. Leave out --passcode-stdin, or set a passcode first: threshold lock set."
msgstr "--passcode-stdin a été donné, mais cette installation n’a pas de code (le verrouillage est désactivé) : aucune ligne n’a été lue et rien n’a été modifié. Retirez --passcode-stdin, ou définissez d’abord un code : threshold lock set."

#: Sources/CommandLineFace/MigrateCommand.swift:49
msgid "--serve sends the archive to the other device, so it takes no --to FILE."
msgstr "--serve envoie l’archive à l’autre appareil : il ne prend donc pas --to FILE."

#: Sources/TerminalFace/Runtime/AppLaunchError.swift:23
msgid "--theme must be light or dark, not \"{value}\"."
msgstr "--theme doit valoir light ou dark, pas « {value} »."

#: Sources/CommandLineFace/MigrateCommand.swift:34
msgid "--timeout goes with --serve."
msgstr "--timeout va avec --serve."

#: Sources/Features/Migration/MigrationExport.swift:44
msgid "--to needs a file name."
msgstr "--to demande un nom de fichier."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:70
msgid "--version takes no command. Run 'threshold --version' alone."
msgstr "--version ne prend pas de commande. Lancez 'threshold --version' seul."

#: Sources/CommandLineFace/Arguments.swift:73
msgid "--{option} is given twice."
msgstr "--{option} est donné deux fois."

#: Sources/CommandLineFace/Arguments.swift:68
msgid "--{option} needs a value, not the option {value}. For a value that starts with dashes, write --{option}=VALUE."
msgstr "--{option} attend une valeur, pas l’option {value}. Pour une valeur qui commence par des tirets, écrivez --{option}=VALUE."

#: Sources/CommandLineFace/Arguments.swift:63
msgid "--{option} needs a value."
msgstr "--{option} attend une valeur."

#: Sources/CommandLineFace/Arguments.swift:104
msgid "--{option} needs a whole number from {low} to {high}, not \"{value}\"."
msgstr "--{option} attend un nombre entier de {low} à {high}, pas « {value} »."

#: Sources/CommandLineFace/Arguments.swift:76
msgid "--{option} takes no value."
msgstr "--{option} ne prend pas de valeur."

#: Sources/Features/Migration/DirectTransfer.swift:52
msgid "A device connected. Short code: {code}. Check that the new device shows the same code; the transfer starts once it is confirmed there."
msgstr "Un appareil s’est connecté. Code court : {code}. Vérifiez que le nouvel appareil affiche le même code ; le transfert commence dès qu’il y est confirmé."

#: Sources/CommandLineFace/MigrateCommand.swift:146
msgid "A direct transfer needs the short code the other device shows on the next line of standard input (after the link). Nothing was changed."
msgstr "Un transfert direct demande le code court affiché par l’autre appareil, sur la ligne suivante de l’entrée standard (après le lien). Rien n’a été modifié."

#: Sources/Features/Errors/ErrorReport.swift:257
msgid "A file operation failed: {detail}"
msgstr "Une opération sur un fichier a échoué : {detail}"

#: Sources/Features/Errors/ErrorReport.swift:208
msgid "A file operation failed: {detail}. Nothing was changed."
msgstr "Une opération sur un fichier a échoué : {detail}. Rien n’a été modifié."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:78
msgid "A key file beside the data (no passcode)"
msgstr "Un fichier de clé à côté des données (sans code)"

#: Sources/Features/Errors/ErrorReport.swift:150
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "Un message peut faire au plus {limit} octets. Rien n’a été enregistré."

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "Un profil en sourdine n’envoie pas de notifications et n’entre pas dans le total du badge. Son nombre de non-lus reste affiché dans la liste."

#: Sources/Features/Lock/RecoveryFlow.swift:148
msgid "A new database key is made and every page is copied under it, in one step that can't half happen; it takes about as long as copying the data. The passcode and the protection level stay as they are; a recovery key made before opens nothing afterwards."
msgstr "Une nouvelle clé de base de données est créée et chaque page est recopiée sous elle, en une seule étape qui ne peut pas rester à moitié faite ; cela prend à peu près le temps d’une copie des données. Le code et le niveau de protection restent inchangés ; une clé de récupération créée auparavant n’ouvre plus rien ensuite."

#: Sources/Features/Lock/RecoveryFlow.swift:142
msgid "A new database key, every page re-encrypted"
msgstr "Une nouvelle clé de base de données, chaque page rechiffrée"

#: Sources/Features/Lock/RecoveryFlow.swift:125
msgid "A new recovery key is made and shown once; the old one then opens nothing."
msgstr "Une nouvelle clé de récupération est créée et affichée une fois ; l’ancienne n’ouvre alors plus rien."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:76
msgid "A passcode (the app lock)"
msgstr "Un code (le verrouillage de l’application)"

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "Un profil nommé « {name} » existe déjà. Choisissez un autre nom."

#: Sources/Features/Lock/RecoveryFlow.swift:108
msgid "A recovery key exists: it opens the data if the passcode is forgotten or the keyring entry is lost. Enter replaces it with a new one (the old one then opens nothing); x removes it."
msgstr "Une clé de récupération existe : elle ouvre les données si le code est oublié ou si l’entrée du trousseau est perdue. Entrée la remplace par une nouvelle (l’ancienne n’ouvre alors plus rien) ; x la supprime."

#: Sources/Features/Settings/SettingsText.swift:14
msgid "About"
msgstr "À propos"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:46
msgid "Accept conditions"
msgstr "Accepter les conditions"

#: Sources/PlainFace/PlainApp+Onboarding.swift:266
msgid "Accept conditions for the selected operators"
msgstr "Accepter les conditions des opérateurs choisis"

#: Sources/CommandLineFace/CommandCatalog.swift:62
msgid "Accept the conditions for these operators (enables exactly them)."
msgstr "Accepter les conditions de ces opérateurs (active exactement ceux-là)."

#: Sources/Features/Desktop/DesktopText.swift:112
msgid "Active profile"
msgstr "Profil actif"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:53
msgid "Active profile: {name}"
msgstr "Profil actif : {name}"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "Ajouter un profil"

#: Sources/CommandLineFace/CommandCatalog.swift:68
msgid "After migrating: keep this device, or delete its data."
msgstr "Après la migration : garder cet appareil, ou supprimer ses données."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:66
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "Après ce nombre de codes erronés d’affilée (1 à {limit}), toutes les données de cet appareil sont effacées. Vide : jamais."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:82
msgid "After this many wrong passcodes in a row (1 to {max}), all data on this device is wiped."
msgstr "Après ce nombre de codes incorrects d’affilée (de 1 à {max}), toutes les données de cet appareil sont effacées."

#: Sources/Features/Lock/LockSettingsText.swift:14
msgid "After {count}"
msgstr "Après {count}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:62
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "Après {count} code erroné d’affilée"
msgstr[1] "Après {count} codes erronés d’affilée"

#: Sources/Features/Lock/LockSettingsText.swift:74
msgid "After {count} wrong passcode in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgid_plural "After {count} wrong passcodes in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgstr[0] "Après {count} code incorrect d’affilée, à n’importe quelle invite et même après un redémarrage, TOUTES les données de cet appareil sont effacées."
msgstr[1] "Après {count} codes incorrects d’affilée, à n’importe quelle invite et même après un redémarrage, TOUTES les données de cet appareil sont effacées."

#: Sources/Features/Lock/Rekey.swift:30
msgid "All data is re-encrypted under a new key. An old copy of threshold.key, with the old passcode, opens nothing written from now on."
msgstr "Toutes les données sont rechiffrées sous une nouvelle clé. Une ancienne copie de threshold.key, avec l’ancien code, n’ouvre rien de ce qui est écrit à partir de maintenant."

#: Sources/Features/Migration/MigrationImport.swift:55
msgid "All data is wiped after {count} wrong passcode in a row, as before."
msgid_plural "All data is wiped after {count} wrong passcodes in a row, as before."
msgstr[0] "Comme avant, toutes les données sont effacées après {count} code erroné d’affilée."
msgstr[1] "Comme avant, toutes les données sont effacées après {count} codes erronés d’affilée."

#: Sources/Features/Lock/LockSettingsText.swift:99
msgid "All data will be wiped after {count} wrong passcode in a row."
msgid_plural "All data will be wiped after {count} wrong passcodes in a row."
msgstr[0] "Toutes les données seront effacées après {count} code incorrect d’affilée."
msgstr[1] "Toutes les données seront effacées après {count} codes incorrects d’affilée."

#: Sources/Features/Migration/MigrationExportText.swift:43
msgid "All local Threshold data on this device was deleted."
msgstr "Toutes les données locales de Threshold sur cet appareil ont été supprimées."

#: Sources/Features/Migration/MigrationText.swift:48
msgid "All local Threshold data on this device was deleted. Keep using Threshold on the new device."
msgstr "Toutes les données locales de Threshold sur cet appareil ont été supprimées. Continuez avec Threshold sur le nouvel appareil."

#: Sources/Features/Lock/Rekey.swift:20
msgid "Also re-encrypt all data under a new key? Do this if you think the old passcode leaked: a copy of the old key file then opens nothing written from now on. It takes about as long as copying the data."
msgstr "Rechiffrer aussi toutes les données sous une nouvelle clé ? Faites-le si vous pensez que l’ancien code a fuité : une copie de l’ancien fichier de clé n’ouvre alors rien de ce qui sera écrit à partir de maintenant. Cela prend à peu près le temps d’une copie des données."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:79
msgid "Any key quit"
msgstr "Une touche quitter"

#: Sources/TerminalFace/Lock/AppUpdate+Recovery.swift:19
msgid "App lock"
msgstr "Verrouillage de l’application"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:16
msgid "Appearance"
msgstr "Apparence"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:155
msgid "Archive: {path}"
msgstr "Archive : {path}"

#: Sources/Features/Lock/LockText.swift:87
msgid "Attempt limit off."
msgstr "Limite de tentatives désactivée."

#: Sources/Features/Lock/LockSettingsText.swift:103
msgid "Attempt limit off: wrong passcodes never wipe the data."
msgstr "Limite de tentatives désactivée : les codes incorrects n’effacent jamais les données."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:127
msgid "Back"
msgstr "Retour"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "Connexion en arrière-plan, en temps réel."

#: Sources/PlainFace/PlainApp.swift:248
msgid "Bio (empty keeps the current one, - clears it): "
msgstr "Bio (vide pour garder l’actuelle, - pour l’effacer) : "

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "Bio (facultative)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "Bio (optional, at most {count} bytes): "
msgstr "Bio (facultative, {count} octets au plus) : "

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "Bio too long"
msgstr "Bio trop longue"

#: Sources/PlainFace/PlainApp+Onboarding.swift:78
msgid "Bio: "
msgstr "Bio : "

#: Sources/PlainFace/PlainApp.swift:45
msgid "Bye."
msgstr "Au revoir."

#: Sources/Features/Migration/MigrationText.swift:45
msgid "Cancelled; nothing was deleted."
msgstr "Annulé ; rien n’a été supprimé."

#: Sources/CommandLineFace/CommandCatalog.swift:50
msgid "Change a profile's name (--name-stdin: the new name from standard input) and/or bio (--bio-stdin: from standard input, after the name)."
msgstr "Modifier le nom d’un profil (--name-stdin : le nouveau nom depuis l’entrée standard) et/ou sa bio (--bio-stdin : depuis l’entrée standard, après le nom)."

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Change passcode"
msgstr "Modifier le code"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Change the passcode?"
msgstr "Changer le code ?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:88
msgid "Changing the app lock asks for the passcode every time."
msgstr "Modifier le verrouillage de l’application demande le code à chaque fois."

#: Sources/Features/Chats/ChatText.swift:5
msgid "Chat with {name}"
msgstr "Discussion avec {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "Discussions"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "Discussions sans profil actif ({count} non lus dans tous les profils)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:20
msgid "Chats of this profile appear here when messages arrive."
msgstr "Les discussions de ce profil apparaîtront ici à l’arrivée des messages."

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "Discussions de {name} ({count} non lus dans tous les profils)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "Chats of {name} appear here when messages arrive."
msgstr "Les discussions de {name} apparaîtront ici à l’arrivée des messages."

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "Vérification du mot de passe…"

#: Sources/TerminalFace/Lock/LockScreen.swift:42
msgid "Checking…"
msgstr "Vérification…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "Vérifie chaque minute, économe en batterie."
msgstr[1] "Vérifie toutes les {count} minutes, économe en batterie."

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "Choisissez 0–{last} : "

#: Sources/Features/Text/ScreenText.swift:12
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "Choisissez comment l’application vous signale les nouveaux messages. Vous pourrez le changer plus tard dans les Réglages."

#: Sources/PlainFace/PlainApp+Onboarding.swift:132
msgid "Choose operators (a number toggles), then accept"
msgstr "Choisissez les opérateurs (un numéro coche ou décoche), puis acceptez"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:194
msgid "Choose the archive"
msgstr "Choisir l’archive"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:192
msgid "Choose the archive…"
msgstr "Choisir l’archive…"

#: Sources/CommandLineFace/CommandCatalog.swift:60
msgid "Clear onboarding progress."
msgstr "Effacer la progression de la prise en main."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:13
msgid "Commands:"
msgstr "Commandes :"

#: Sources/Features/Migration/DirectTransfer.swift:84
msgid "Compare this code with the other device"
msgstr "Comparez ce code avec celui de l’autre appareil"

#: Sources/Features/Text/ScreenText.swift:29
msgid "Conditions accepted for {count} operator."
msgid_plural "Conditions accepted for {count} operators."
msgstr[0] "Conditions acceptées pour {count} opérateur."
msgstr[1] "Conditions acceptées pour {count} opérateurs."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:43
msgid "Conditions loaded (version {version})."
msgstr "Conditions chargées (version {version})."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded."
msgstr "Conditions chargées."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "Conditions d’utilisation"

#: Sources/Features/Text/ScreenText.swift:25
msgid "Conditions of use (version {version})"
msgstr "Conditions d’utilisation (version {version})"

#: Sources/PlainFace/PlainApp+Onboarding.swift:119
msgid "Conditions version {version}."
msgstr "Conditions, version {version}."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:57
msgid "Configure operators"
msgstr "Configurer les opérateurs"

#: Sources/Features/Desktop/DesktopText.swift:90
msgid "Confirm password"
msgstr "Confirmer le mot de passe"

#: Sources/Features/Profiles/HideProfileText.swift:22
msgid "Confirm the password."
msgstr "Confirmez le mot de passe."

#: Sources/Features/Migration/DirectTransfer.swift:57
msgid "Connected to the other device. Short code: {code}. Does the other device show the same code?"
msgstr "Connecté à l’autre appareil. Code court : {code}. L’autre appareil affiche-t-il le même code ?"

#: Sources/Features/Migration/DirectTransfer.swift:61
msgid "Connected to the other device. Short code: {code}. Type the code the other device shows:"
msgstr "Connecté à l’autre appareil. Code court : {code}. Saisissez le code qu’affiche l’autre appareil :"

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "Connecting to the other device…"
msgstr "Connexion à l’autre appareil…"

#: Sources/Features/Migration/DirectTransfer.swift:134
msgid "Connection lost {seconds} s ago; reconnecting…"
msgstr "Connexion perdue il y a {seconds} s ; reconnexion…"

#: Sources/Features/Migration/DirectTransfer.swift:137
msgid "Connection lost; reconnecting…"
msgstr "Connexion perdue ; reconnexion…"

#: Sources/Features/Migration/DirectTransfer.swift:140
msgid "Connection lost; resumed at {size}."
msgstr "Connexion perdue ; reprise à {size}."

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:22
msgid "Continue"
msgstr "Continuer"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:151
msgid "Copy link"
msgstr "Copier le lien"

#: Sources/Features/Migration/MigrationText.swift:23
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, choose \"Migrate from another device\" (or run threshold migrate import, with --archive FILE when the archive is not at the same path) and paste this link when asked. It holds the archive's key: share it only with yourself, and keep it off command lines:"
msgstr "Copiez l’archive sur le nouvel appareil (dans n’importe quel dossier, ou sur une clé USB). Là, choisissez « Migrer depuis un autre appareil » (ou lancez threshold migrate import, avec --archive FILE si l’archive n’est pas au même chemin) et collez ce lien quand il est demandé. Il contient la clé de l’archive : ne le partagez qu’avec vous-même, et gardez-le hors des lignes de commande :"

#: Sources/Features/Migration/MigrationText.swift:29
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, run threshold migrate import and paste this link when asked (keep it off the command line, where other users and shell history see it; add --archive FILE when the archive is not at the same path there), or choose \"Migrate from another device\" on the welcome screen. To send the data over this network instead, without a file: threshold migrate export --serve."
msgstr "Copiez l’archive sur le nouvel appareil (dans n’importe quel dossier, ou sur une clé USB). Là, lancez threshold migrate import et collez ce lien quand il est demandé (pas dans la ligne de commande, que voient les autres utilisateurs et l’historique du shell ; ajoutez --archive FILE si l’archive n’y est pas au même chemin), ou choisissez « Migrer depuis un autre appareil » sur l’écran d’accueil. Pour envoyer plutôt les données par ce réseau, sans fichier : threshold migrate export --serve."

#: Sources/Features/Progress/TransferProgress.swift:73
msgid "Copying database"
msgstr "Copie de la base de données"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "Corriger le nom"

#: Sources/PlainFace/PlainApp.swift:262
msgid "Correct name to \"{name}\"?"
msgstr "Corriger le nom en « {name} » ?"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:48
msgid "Could not load the conditions: {reason}"
msgstr "Impossible de charger les conditions : {reason}"

#: Sources/CommandLineFace/CommandCatalog.swift:48
msgid "Create a profile; it becomes active."
msgstr "Créer un profil ; il devient actif."

#: Sources/CommandLineFace/CommandCatalog.swift:82
msgid "Create demo data."
msgstr "Créer des données de démonstration."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Create profile"
msgstr "Créer un profil"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "Créez votre profil"

#: Sources/Features/Profiles/ProfilesText.swift:32
msgid "Created profile \"{name}\"; it is now active."
msgstr "Profil « {name} » créé ; il est maintenant actif."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "Création…"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:22
msgid "Ctrl-C quit"
msgstr "Ctrl-C quitter"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:56
msgid "Current conditions: version {version}"
msgstr "Conditions actuelles : version {version}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:40
msgid "Data directory"
msgstr "Dossier de données"

#: Sources/Features/Settings/SettingsText.swift:22
msgid "Data directory: {path}"
msgstr "Dossier de données : {path}"

#: Sources/Features/Errors/ErrorReport.swift:210
msgid "Database error: {detail}."
msgstr "Erreur de base de données : {detail}."

#: Sources/Features/Progress/TransferProgress.swift:76
msgid "Decrypting"
msgstr "Déchiffrement"

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "Supprimer « {name} » et toutes ses discussions de cet appareil ?"

#: Sources/CommandLineFace/CommandCatalog.swift:56
msgid "Delete a profile (and with --server-data its server queues)."
msgstr "Supprimer un profil (et avec --server-data ses files sur les serveurs)."

#: Sources/Features/Migration/MigrationText.swift:41
msgid "Delete all Threshold data on this device? This can't be undone."
msgstr "Supprimer toutes les données de Threshold sur cet appareil ? C’est irréversible."

#: Sources/Features/Migration/MigrationExportText.swift:35
msgid "Delete all local data?"
msgstr "Supprimer toutes les données locales ?"

#: Sources/Features/Migration/MigrationExportText.swift:41
msgid "Delete everything"
msgstr "Tout supprimer"

#: Sources/Features/Migration/MigrationExportText.swift:27
msgid "Delete local data"
msgstr "Supprimer les données locales"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:170
msgid "Delete local data?"
msgstr "Supprimer les données locales ?"

#: Sources/Features/Profiles/ProfileAction.swift:29
msgid "Delete profile"
msgstr "Supprimer le profil"

#: Sources/Features/Profiles/ProfileDeleteText.swift:12
msgid "Delete profile (local data only)"
msgstr "Supprimer le profil (données locales seulement)"

#: Sources/Features/Profiles/ProfileDeleteText.swift:14
msgid "Delete profile and server connections"
msgstr "Supprimer le profil et les connexions aux serveurs"

#: Sources/Features/Profiles/ProfileDeleteText.swift:16
msgid "Delete profile?"
msgstr "Supprimer le profil ?"

#: Sources/Features/Migration/MigrationText.swift:39
msgid "Delete this device's data"
msgstr "Supprimer les données de cet appareil"

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "Deleted \"{name}\"."
msgstr "« {name} » supprimé."

#: Sources/Features/Migration/MigrationText.swift:52
msgid "Deleted all local Threshold data in {directory} (database, files and migration archives)."
msgstr "Toutes les données locales de Threshold dans {directory} ont été supprimées (base de données, fichiers et archives de migration)."

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "La suppression demande une confirmation dans un terminal ; pour supprimer depuis un script, ajoutez --yes."

#: Sources/CommandLineFace/OutboxCommand.swift:32
msgid "Delivered: {delivered}, failed: {failed}, waiting: {remaining}."
msgstr "Remis : {delivered}, échoués : {failed}, en attente : {remaining}."

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:40
msgid "Device token"
msgstr "Jeton de l’appareil"

#: Sources/Features/Settings/NotificationSettingsText.swift:46
msgid "Device token: {token}; periodic checks every {count} minute; next check: {next}."
msgid_plural "Device token: {token}; periodic checks every {count} minutes; next check: {next}."
msgstr[0] "Jeton d’appareil : {token} ; vérification périodique toutes les {count} minute ; prochaine vérification : {next}."
msgstr[1] "Jeton d’appareil : {token} ; vérification périodique toutes les {count} minutes ; prochaine vérification : {next}."

#: Sources/CommandLineFace/CommandCatalog.swift:143
msgid "Did you mean \"{word}\"?"
msgstr "Vouliez-vous dire « {word} » ?"

#: Sources/CommandLineFace/CommandCatalog.swift:153
msgid "Did you mean --{option}?"
msgstr "Vouliez-vous dire --{option} ?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "Nom affiché"

#: Sources/PlainFace/PlainApp.swift:247
msgid "Display name (empty keeps \"{name}\"): "
msgstr "Nom affiché (vide pour garder « {name} ») : "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "Nom affiché (vide pour revenir) : "

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Display name of the new profile"
msgstr "Nom affiché du nouveau profil"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "Nom affiché : "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:47
msgid "Domains"
msgstr "Domaines"

#: Sources/PlainFace/PlainApp.swift:188
msgid "Done."
msgstr "C’est fait."

#: Sources/Features/Progress/TransferProgress.swift:75
msgid "Downloading"
msgstr "Téléchargement"

#: Sources/TerminalFace/App/AppUpdate.swift:237
msgid "Duplicate display name!"
msgstr "Nom affiché déjà utilisé !"

#: Sources/Features/Progress/TransferProgress.swift:66
msgid "ETA {seconds} s"
msgstr "reste {seconds} s"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "Modifier le profil"

#: Sources/PlainFace/PlainApp.swift:246
msgid "Edit profile \"{name}\""
msgstr "Modifier le profil « {name} »"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "Activer les notifications"

#: Sources/Features/Progress/TransferProgress.swift:74
msgid "Encrypting"
msgstr "Chiffrement"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:16
msgid "Enlarge the window to at least {width}x{height} to see the QR code, or press l to show the link alone for copying."
msgstr "Agrandissez la fenêtre à au moins {width}x{height} pour voir le code QR, ou appuyez sur l pour n’afficher que le lien à copier."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:11
msgid "Enter I wrote it down  Esc cancel (nothing stored)"
msgstr "Entrée Je l’ai notée  Échap annuler (rien n’est enregistré)"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "Saisissez un code."

#: Sources/Features/Profiles/HideProfileText.swift:20
msgid "Enter a password."
msgstr "Saisissez un mot de passe."

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter a valid display name."
msgstr "Saisissez un nom affiché valide."

#: Sources/Features/Migration/MigrationText.swift:70
msgid "Enter another link"
msgstr "Saisir un autre lien"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:73
msgid "Enter changes the passcode; x turns the lock off (and removes the self-destruct passcode and the attempt limit)."
msgstr "Entrée change le code ; x désactive le verrouillage (et supprime le code d’autodestruction et la limite de tentatives)."

#: Sources/TerminalFace/Lock/PasscodeSheet.swift:37
msgid "Enter confirm  Esc cancel"
msgstr "Entrée confirmer  Échap annuler"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:12
msgid "Enter confirm  Esc show the key again"
msgstr "Entrée confirmer  Échap réafficher la clé"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue"
msgstr "Entrée continuer"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:106
msgid "Enter continue  Esc stop the import"
msgstr "Entrée continuer  Échap arrêter l’import"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue  s skip"
msgstr "Entrée continuer  s passer"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:75
msgid "Enter export  Esc back"
msgstr "Entrée exporter  Échap retour"

#: Sources/Features/Migration/DirectTransfer.swift:97
msgid "Enter export to a file  s send again  Esc back"
msgstr "Entrée exporter dans un fichier  s renvoyer  Échap retour"

#: Sources/Features/Migration/DirectTransfer.swift:95
msgid "Enter finalize  Esc back"
msgstr "Entrée finaliser  Échap retour"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:77
msgid "Enter finalize  l link only (to copy)  Esc back"
msgstr "Entrée finaliser  l lien seul (à copier)  Échap retour"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Enter import  Esc back"
msgstr "Entrée importer  Échap retour"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:105
msgid "Enter import from this path  Esc back to the link"
msgstr "Entrée importer depuis ce chemin  Échap retour au lien"

#: Sources/Features/Lock/RecoveryFlow.swift:144
msgid "Enter makes a new database key and re-encrypts every page under it. Do this if you think the passcode or a copy of threshold.key leaked: an old copy then opens nothing written from now on."
msgstr "Entrée crée une nouvelle clé de base de données et rechiffre chaque page sous elle. Faites-le si vous pensez que le code ou une copie de threshold.key a fuité : une ancienne copie n’ouvre alors rien de ce qui est écrit à partir de maintenant."

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "Saisissez le mot de passe ci-dessus pour l’afficher !"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:103
msgid "Enter replace  Esc cancel"
msgstr "Entrée remplacer  Échap annuler"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:74
msgid "Enter sets a passcode (typed twice). If you forget it, your data can't be opened."
msgstr "Entrée définit un code (saisi deux fois). Si vous l’oubliez, vos données ne pourront plus être ouvertes."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:79
msgid "Enter sets it, with the display name of the profile it creates. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "Entrée le définit, avec le nom affiché du profil qu’il crée. Saisi à n’importe quelle invite de code, il efface toutes les données de cet appareil et ouvre ce seul profil, comme un déverrouillage ordinaire."

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter the display name of the new profile."
msgstr "Saisissez le nom affiché du nouveau profil."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:78
msgid "Enter try again  Esc back"
msgstr "Entrée réessayer  Échap retour"

#: Sources/TerminalFace/Lock/LockScreen.swift:12
msgid "Enter unlock  Tab recovery key  Ctrl-U clear  Ctrl-C quit"
msgstr "Entrée déverrouiller  Tab clé de récupération  Ctrl-U effacer  Ctrl-C quitter"

#: Sources/TerminalFace/Lock/LockScreen.swift:11
msgid "Enter use the recovery key  Tab back  Ctrl-C quit"
msgstr "Entrée utiliser la clé de récupération  Tab retour  Ctrl-C quitter"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "Saisissez votre nom…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:86
msgid "Enter your passcode"
msgstr "Saisissez votre code"

#: Sources/TerminalFace/Lock/LockPurpose.swift:34
msgid "Enter your passcode to change the app lock."
msgstr "Saisissez votre code pour modifier le verrouillage de l’application."

#: Sources/TerminalFace/Lock/LockPurpose.swift:31
msgid "Enter your passcode to continue."
msgstr "Saisissez votre code pour continuer."

#: Sources/TerminalFace/Lock/LockPurpose.swift:27
msgid "Enter your passcode to create a profile."
msgstr "Saisissez votre code pour créer un profil."

#: Sources/TerminalFace/Lock/LockPurpose.swift:28
msgid "Enter your passcode to delete the profile."
msgstr "Saisissez votre code pour supprimer le profil."

#: Sources/TerminalFace/Lock/LockPurpose.swift:35
msgid "Enter your passcode to export your data."
msgstr "Saisissez votre code pour exporter vos données."

#: Sources/TerminalFace/Lock/LockPurpose.swift:29
msgid "Enter your passcode to hide the profile."
msgstr "Saisissez votre code pour masquer le profil."

#: Sources/Features/Desktop/DesktopText.swift:126
msgid "Enter your passcode to open your profiles."
msgstr "Saisissez votre code pour ouvrir vos profils."

#: Sources/TerminalFace/Lock/LockPurpose.swift:24
msgid "Enter your passcode to open {app}."
msgstr "Saisissez votre code pour ouvrir {app}."

#: Sources/TerminalFace/Lock/LockPurpose.swift:33
msgid "Enter your passcode to search and reveal profiles."
msgstr "Saisissez votre code pour rechercher et révéler des profils."

#: Sources/TerminalFace/Lock/LockPurpose.swift:30
msgid "Enter your passcode to unhide the profile."
msgstr "Saisissez votre code pour ne plus masquer le profil."

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:11
msgid "Enter/Esc close  ←→ page  PgUp PgDn scroll"
msgstr "Entrée/Échap fermer  ←→ page  PgUp PgDn défiler"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:80
msgid "Entered at any passcode prompt, it wipes ALL data and opens a new profile with this name. It must differ from the passcode."
msgstr "Saisi à n’importe quelle invite de code, il efface TOUTES les données et ouvre un nouveau profil portant ce nom. Il doit être différent du code."

#: Sources/Features/Lock/LockSettingsText.swift:64
msgid "Entered at any passcode prompt, it wipes ALL data on this device and opens a new profile named \"{name}\", as if nothing happened. It then becomes the passcode."
msgstr "Saisi à n’importe quelle invite de code, il efface TOUTES les données de cet appareil et ouvre un nouveau profil nommé « {name} », comme si de rien n’était. Il devient alors le code."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:54
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "Saisi à n’importe quelle demande de code, il efface toutes les données et ouvre un nouveau profil portant ce nom. Il doit différer du code."

#: Sources/Features/Lock/LockSettingsText.swift:45
msgid "Entering it will no longer wipe the data."
msgstr "Le saisir n’effacera plus les données."

#: Sources/Features/Lock/LockText.swift:69
msgid "Entering the self-destruct passcode at the lock erases all data and starts a fresh profile with the name you give here."
msgstr "Saisir le code d’autodestruction au verrouillage efface toutes les données et crée un nouveau profil avec le nom que vous donnez ici."

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:160
msgid "Error"
msgstr "Erreur"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "Erreur lors de l’acceptation des conditions"

#: Sources/PlainFace/PlainApp+Onboarding.swift:152
msgid "Error accepting conditions: {error}"
msgstr "Erreur lors de l’acceptation des conditions : {error}"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:181
msgid "Error changing the app lock"
msgstr "Erreur lors de la modification du verrouillage"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:63
msgid "Error creating profile"
msgstr "Erreur lors de la création du profil"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:68
msgid "Error deleting profile"
msgstr "Erreur lors de la suppression du profil"

#: Sources/TerminalFace/MigrationExport/AppUpdate+MigrationExport.swift:171
msgid "Error finalizing migration"
msgstr "Erreur lors de la finalisation de la migration"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:69
msgid "Error reading chat"
msgstr "Erreur lors de la lecture de la discussion"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:66
msgid "Error saving profile password"
msgstr "Erreur lors de l’enregistrement du mot de passe du profil"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:67
msgid "Error showing profile"
msgstr "Erreur lors de l’affichage du profil"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:64
msgid "Error switching profile"
msgstr "Erreur lors du changement de profil"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:65
msgid "Error updating profile"
msgstr "Erreur lors de la mise à jour du profil"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "Erreur : {message}"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:38
msgid "Esc back"
msgstr "Échap retour"

#: Sources/Features/Migration/DirectTransfer.swift:93
msgid "Esc stop listening  l link only (to copy)"
msgstr "Échap arrêter l’écoute  l lien seul (pour copier)"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:173
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "Tous les profils, discussions et clés de cet appareil, ainsi que l’archive exportée ici, seront supprimés. Importez d’abord l’archive sur l’autre appareil. Cette action est irréversible."

#: Sources/Features/Migration/MigrationExportText.swift:38
msgid "Every profile, chat and setting on this device, and the migration archive, will be deleted. This can't be undone. Make sure the new device imported the link first."
msgstr "Chaque profil, discussion et réglage de cet appareil, ainsi que l’archive de migration, seront supprimés. C’est irréversible. Vérifiez d’abord que le nouvel appareil a importé le lien."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:139
msgid "Export"
msgstr "Exporter"

#: Sources/CommandLineFace/CommandCatalog.swift:66
msgid "Export all data into an encrypted archive; prints the link (and its QR code on a terminal). With --serve, send it once, directly, to a device on this network."
msgstr "Exporter toutes les données dans une archive chiffrée ; affiche le lien (et son code QR dans un terminal). Avec --serve, l’envoyer une fois, directement, à un appareil de ce réseau."

#: Sources/Features/Migration/MigrationExportText.swift:6
msgid "Export everything on this device (profiles, hidden ones included, chats and settings) into one encrypted archive. You get a link holding the archive's key: share it only with yourself."
msgstr "Exportez tout le contenu de cet appareil (profils, y compris masqués, discussions et réglages) dans une archive chiffrée. Vous obtenez un lien qui contient la clé de l’archive : ne le partagez qu’avec vous-même."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:136
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "L’export crée une archive chiffrée de tous vos profils et discussions sur cet appareil. L’autre appareil l’importe avec le lien (ou son code QR) ; le lien contient la clé de l’archive, ne le montrez donc à personne d’autre."

#: Sources/Features/Migration/MigrationText.swift:19
msgid "Exported to {path} ({size})."
msgstr "Exporté vers {path} ({size})."

#: Sources/Features/Migration/MigrationText.swift:16
msgid "Exporting…"
msgstr "Export en cours…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:76
msgid "Exporting…  Ctrl-C quit"
msgstr "Export en cours…  Ctrl-C quitter"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:53
msgid "Exporting… The archive is written in the background; keep this window open."
msgstr "Export en cours… L’archive s’écrit en arrière-plan ; laissez cette fenêtre ouverte."

#: Sources/Features/Migration/MigrationExportText.swift:19
msgid "Finalize migration"
msgstr "Finaliser la migration"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:160
msgid "Finalize the migration"
msgstr "Finaliser la migration"

#: Sources/PlainFace/PlainApp+Onboarding.swift:244
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "Suivre le système (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"

#: Sources/Features/Settings/AppSession+Theme.swift:16
msgid "Follow the terminal"
msgstr "Suivre le terminal"

#: Sources/Features/Lock/RecoveryFlow.swift:84
msgid "Forgot passcode? Use the recovery key"
msgstr "Code oublié ? Utiliser la clé de récupération"

#: Sources/CommandLineFace/ProfilesCommand.swift:41
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "Donnez la bio avec --bio B ou avec --bio-stdin, pas les deux."

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "Donnez le nouveau nom avec --name N ou avec --name-stdin, pas les deux."

#: Sources/Features/Migration/DirectTransfer.swift:145
msgid "Go on importing"
msgstr "Continuer l’import"

#: Sources/Features/Migration/MigrationExportText.swift:22
msgid "Has the new device imported the link? Keep using this device: the data stays here, but using Threshold on both devices breaks message delivery. Delete local data: everything on this device is erased."
msgstr "Le nouvel appareil a-t-il importé le lien ? Continuer à utiliser cet appareil : les données restent ici, mais utiliser Threshold sur les deux appareils perturbe la distribution des messages. Supprimer les données locales : tout ce qui se trouve sur cet appareil est effacé."

#: Sources/Features/Desktop/DesktopText.swift:116
msgid "Hidden profile"
msgstr "Profil masqué"

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "Profils masqués"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "Les profils masqués sont toujours en sourdine. Affichez de nouveau le profil pour réactiver le son."

#: Sources/Features/Desktop/DesktopText.swift:92
msgid "Hide"
msgstr "Masquer"

#: Sources/Features/Profiles/HideProfileText.swift:5
msgid "Hide \"{name}\""
msgstr "Masquer « {name} »"

#: Sources/CommandLineFace/CommandCatalog.swift:53
msgid "Hide a profile behind a password."
msgstr "Masquer un profil derrière un mot de passe."

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Hide profile"
msgstr "Masquer le profil"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "Comment ça marche"

#: Sources/Features/Migration/DirectTransfer.swift:128
msgid "How long should this device wait for the other one?"
msgstr "Combien de temps cet appareil doit-il attendre l’autre ?"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "Fonctionnement des notifications"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:200
msgid "Import"
msgstr "Importer"

#: Sources/CommandLineFace/CommandCatalog.swift:67
msgid "Import an archive made on another device; paste the link when asked (or give it on standard input)."
msgstr "Importer une archive faite sur un autre appareil ; collez le lien quand il est demandé (ou donnez-le sur l’entrée standard)."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:101
msgid "Import failed: {reason}"
msgstr "Échec de l’import : {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:153
msgid "Import stopped. Nothing on this device changed."
msgstr "Import arrêté. Rien n’a changé sur cet appareil."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:206
msgid "Import without it"
msgstr "Importer sans lui"

#: Sources/Features/Migration/MigrationText.swift:80
msgid "Import without the passcode? This device will then be unlocked."
msgstr "Importer sans le code ? Cet appareil sera alors déverrouillé."

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "Importer sans le code ? Cet appareil sera alors déverrouillé ; définissez ensuite un code dans Réglages › Verrouillage de l’application."

#: Sources/Features/Migration/MigrationText.swift:87
msgid "Imported the archive ({count} file, made by Threshold {version})."
msgid_plural "Imported the archive ({count} files, made by Threshold {version})."
msgstr[0] "Archive importée ({count} fichier, faite par Threshold {version})."
msgstr[1] "Archive importée ({count} fichiers, faite par Threshold {version})."

#: Sources/Features/Migration/MigrationText.swift:84
msgid "Imported the archive ({count} file, made by Threshold {version}); its data was upgraded to this version."
msgid_plural "Imported the archive ({count} files, made by Threshold {version}); its data was upgraded to this version."
msgstr[0] "Archive importée ({count} fichier, faite par Threshold {version}) ; ses données ont été mises à jour pour cette version."
msgstr[1] "Archive importée ({count} fichiers, faite par Threshold {version}) ; ses données ont été mises à jour pour cette version."

#: Sources/Features/Migration/MigrationText.swift:64
msgid "Importing the archive…"
msgstr "Importation de l’archive…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:143
msgid "Importing…"
msgstr "Import en cours…"

#: Sources/Features/Migration/DirectTransfer.swift:149
msgid "Importing…  Esc stop  Ctrl-C quit"
msgstr "Import en cours…  Échap arrêter  Ctrl-C quitter"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "Instantané : une connexion reste ouverte en arrière-plan ; les notifications arrivent en temps réel."

#: Sources/TerminalFace/App/AppUpdate.swift:238
msgid "Invalid display name!"
msgstr "Nom affiché non valide !"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "Nom affiché non valide. Corriger le nom en « {name} » ?"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "Nom affiché non valide : il doit contenir au moins une lettre, un chiffre ou un symbole."

#: Sources/Features/Migration/MigrationImport.swift:52
msgid "It opens with the other device's passcode, and its self-destruct passcode is set as it was."
msgstr "Elles s’ouvrent avec le code de l’autre appareil, et son code d’autodestruction est défini comme avant."

#: Sources/Features/Migration/MigrationImport.swift:53
msgid "It opens with the other device's passcode; no self-destruct passcode is set."
msgstr "Elles s’ouvrent avec le code de l’autre appareil ; aucun code d’autodestruction n’est défini."

#: Sources/CommandLineFace/CommandCatalog.swift:78
msgid "Keep the database key in the desktop keyring or a key file (with the passcode off)."
msgstr "Garder la clé de la base de données dans le trousseau du bureau ou dans un fichier de clé (code désactivé)."

#: Sources/Features/Migration/MigrationExportText.swift:25
msgid "Keep using"
msgstr "Continuer ici"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:68
msgid "Keep using Threshold on the new device. Press any key to quit."
msgstr "Continuez à utiliser Threshold sur le nouvel appareil. Appuyez sur une touche pour quitter."

#: Sources/Features/Migration/MigrationText.swift:38
msgid "Keep using this device"
msgstr "Continuer avec cet appareil"

#: Sources/PlainFace/PlainApp+Onboarding.swift:245
msgid "Language"
msgstr "Langue"

#: Sources/PlainFace/PlainApp+Onboarding.swift:228
msgid "Language ({language})"
msgstr "Langue ({language})"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "Langue : {language} (choisie dans Threshold ; 'threshold language system' revient à LANG)."

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "Langue : {language} (d’après l’environnement : LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:249
msgid "Language: {language}."
msgstr "Langue : {language}."

#: Sources/CommandLineFace/CommandCatalog.swift:118
msgid "Leave LINK off: the link holds the archive's key, and a command line can be read by other users (through /proc) and is kept in shell history. Without LINK it is asked for at a no-echo prompt on a terminal, or read from the first line of standard input (after the passcode with --passcode-stdin)."
msgstr "Omettez LINK : le lien contient la clé de l’archive, et une ligne de commande peut être lue par d’autres utilisateurs (via /proc) et reste dans l’historique du shell. Sans LINK, il est demandé à une invite masquée dans un terminal, ou lu sur la première ligne de l’entrée standard (après le code avec --passcode-stdin)."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:46
msgid "Legal name"
msgstr "Raison sociale"

#: Sources/CommandLineFace/CommandCatalog.swift:52
msgid "Let a profile notify again."
msgstr "Réactiver les notifications d’un profil."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:22
msgid "Light or dark, as the desktop is set."
msgstr "Clair ou sombre, selon le réglage du bureau."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:153
msgid "Link copied."
msgstr "Lien copié."

#: Sources/CommandLineFace/CommandCatalog.swift:57
msgid "List the active profile's chats."
msgstr "Lister les discussions du profil actif."

#: Sources/CommandLineFace/CommandCatalog.swift:55
msgid "List the profiles a password reveals."
msgstr "Lister les profils qu’un mot de passe révèle."

#: Sources/CommandLineFace/CommandCatalog.swift:61
msgid "List the server operators and their conditions."
msgstr "Lister les opérateurs de serveurs et leurs conditions."

#: Sources/CommandLineFace/CommandCatalog.swift:80
msgid "List the server requests still owed."
msgstr "Lister les requêtes aux serveurs encore dues."

#: Sources/CommandLineFace/CommandCatalog.swift:47
msgid "List the visible profiles (with a password, the hidden ones it opens too)."
msgstr "Lister les profils visibles (avec un mot de passe, aussi les profils masqués qu’il ouvre)."

#: Sources/Features/Migration/DirectTransfer.swift:113
msgid "Listen for"
msgstr "Écouter pendant"

#: Sources/Features/Migration/DirectTransfer.swift:102
msgid "Listening on {addresses}, port {port}."
msgstr "En écoute sur {addresses}, port {port}."

#: Sources/Features/Migration/DirectTransfer.swift:47
msgid "Listening on {addresses}, port {port}. Press Ctrl-C to stop."
msgstr "En écoute sur {addresses}, port {port}. Appuyez sur Ctrl-C pour arrêter."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:40
msgid "Loading the conditions…"
msgstr "Chargement des conditions…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "Chargement…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:176
msgid "Local data deleted"
msgstr "Données locales supprimées"

#: Sources/CommandLineFace/CommandCatalog.swift:54
msgid "Make a hidden profile visible again."
msgstr "Rendre de nouveau visible un profil masqué."

#: Sources/Features/Lock/Recovery.swift:89
msgid "Make a new recovery key"
msgstr "Créer une nouvelle clé de récupération"

#: Sources/CommandLineFace/CommandCatalog.swift:49
msgid "Make a profile the active one."
msgstr "Faire d’un profil le profil actif."

#: Sources/CommandLineFace/CommandCatalog.swift:71
msgid "Make a recovery key (shown once, stored nowhere) that opens the data if the passcode or keyring entry is lost; clear removes it."
msgstr "Créer une clé de récupération (affichée une fois, stockée nulle part) qui ouvre les données si le code ou l’entrée du trousseau est perdu ; clear la supprime."

#: Sources/Features/Lock/RecoveryFlow.swift:134
msgid "Make a recovery key?"
msgstr "Créer une clé de récupération ?"

#: Sources/Features/Lock/Recovery.swift:50
msgid "Make a recovery key? It opens the data if the passcode is forgotten or the keyring entry is lost. It is shown once and stored nowhere: write it down and keep it away from this device."
msgstr "Créer une clé de récupération ? Elle ouvre les données si le code est oublié ou si l’entrée du trousseau est perdue. Elle n’est affichée qu’une fois et n’est enregistrée nulle part : notez-la et gardez-la loin de cet appareil."

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "{count} message marqué comme lu."
msgstr[1] "{count} messages marqués comme lus."

#: Sources/PlainFace/PlainApp.swift:97
msgid "Menu"
msgstr "Menu"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "Messages uniquement quand l’application est ouverte."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:36
msgid "Migrate from another device"
msgstr "Migrer depuis un autre appareil"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:8
msgid "Migrate to another device"
msgstr "Migrer vers un autre appareil"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:20
msgid "Migration"
msgstr "Migration"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:104
msgid "Migration complete"
msgstr "Migration terminée"

#: Sources/Features/Migration/MigrationExportText.swift:29
msgid "Migration finalized"
msgstr "Migration finalisée"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:43
msgid "Migration link"
msgstr "Lien de migration"

#: Sources/Features/Migration/MigrationText.swift:60
msgid "Migration link (empty to go back): "
msgstr "Lien de migration (vide pour revenir) : "

#: Sources/Features/Migration/MigrationText.swift:26
msgid "Migration link (it holds the archive's key: share it only with yourself):"
msgstr "Lien de migration (il contient la clé de l’archive : ne le partagez qu’avec vous-même) :"

#: Sources/Features/Migration/MigrationExportText.swift:17
msgid "Migration link (it holds the key: share it only with yourself):"
msgstr "Lien de migration (il contient la clé : ne le partagez qu’avec vous-même) :"

#: Sources/CommandLineFace/CommandContext.swift:73
msgid "Missing argument. Usage: {usage}"
msgstr "Argument manquant. Usage : {usage}"

#: Sources/CommandLineFace/CommandContext.swift:52
msgid "Missing the command after \"{command}\". Usage: {usage}"
msgstr "Il manque la commande après « {command} ». Usage : {usage}"

#: Sources/CommandLineFace/CommandContext.swift:83
msgid "Missing the profile's name: give NAME, or leave it off and type it at the prompt on a terminal, or give it on a line of standard input (after the passcode, before the password). Usage: {usage}"
msgstr "Le nom du profil manque : donnez NAME, ou omettez-le et tapez-le à l’invite dans un terminal, ou donnez-le sur une ligne de l’entrée standard (après le code, avant le mot de passe). Usage : {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:20
msgid "Mode"
msgstr "Mode"

#: Sources/Features/Migration/MigrationText.swift:11
msgid "Move all your data to your new device: write an encrypted archive file, or send it directly to a device on this network. The link shown then holds the key to your data."
msgstr "Transférez toutes vos données vers votre nouvel appareil : écrivez un fichier d’archive chiffré, ou envoyez-les directement à un appareil de ce réseau. Le lien affiché contient alors la clé de vos données."

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "Mettre en sourdine"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Muted \"{name}\": it will not notify."
msgstr "« {name} » en sourdine : il n’enverra plus de notifications."

#: Sources/Features/Desktop/DesktopText.swift:114
msgid "Muted profile"
msgstr "Profil en sourdine"

#: Sources/CommandLineFace/CommandCatalog.swift:123
msgid "NAME may be a hidden profile's: leave it off to keep it out of the process list and shell history. It is then asked for at a no-echo prompt on a terminal, or read from a line of standard input: after the passcode (with --passcode-stdin), before the password (with --password-stdin)."
msgstr "NAME peut être celui d’un profil masqué : omettez-le pour qu’il n’apparaisse ni dans la liste des processus ni dans l’historique du shell. Il est alors demandé à une invite masquée dans un terminal, ou lu sur une ligne de l’entrée standard : après le code (avec --passcode-stdin), avant le mot de passe (avec --password-stdin)."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Name"
msgstr "Nom"

#: Sources/Features/Lock/LockText.swift:74
msgid "Name of the profile a self-destruct leaves (not shown): "
msgstr "Nom du profil laissé par une autodestruction (masqué) : "

#: Sources/CommandLineFace/OnboardingCommand.swift:55
msgid "Name the operators to accept. Usage: {usage}"
msgstr "Indiquez les opérateurs dont vous acceptez les conditions. Usage : {usage}"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "Il faut une lettre, un chiffre ou un symbole."

#: Sources/CommandLineFace/ProfilesCommand.swift:59
msgid "New bio (not shown): "
msgstr "Nouvelle bio (non affichée) : "

#: Sources/CommandLineFace/ProfilesCommand.swift:51
msgid "New name (not shown): "
msgstr "Nouveau nom (non affiché) : "

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:87
msgid "New passcode"
msgstr "Nouveau code"

#: Sources/Features/Lock/LockText.swift:51
msgid "New passcode: "
msgstr "Nouveau code : "

#: Sources/Features/Desktop/SettingsText+Desktop.swift:111
msgid "Newer"
msgstr "Plus récent"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:42
msgid "Next check"
msgstr "Prochaine vérification"

#: Sources/Features/Migration/DirectTransfer.swift:89
msgid "No"
msgstr "Non"

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No chat receives on this server queue."
msgstr "Aucune discussion ne reçoit sur cette file du serveur."

#: Sources/Features/Errors/ErrorReport.swift:147
msgid "No chat with \"{name}\" in the active profile."
msgstr "Aucune discussion avec « {name} » dans le profil actif."

#: Sources/TerminalFace/Home/ChatListScreen.swift:21
msgid "No chats yet."
msgstr "Aucune discussion pour l’instant."

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "Aucun jeton d’appareil !"

#: Sources/Features/Settings/NotificationSettingsText.swift:63
msgid "No device token! Notifications start once the device provides one; your choice is saved."
msgstr "Aucun jeton d’appareil ! Les notifications commenceront dès que l’appareil en fournira un ; votre choix est enregistré."

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "Aucun profil correspondant."

#: Sources/TerminalFace/Home/ChatScreen.swift:21
msgid "No messages yet."
msgstr "Aucun message pour l’instant."

#: Sources/Features/Migration/MigrationImport.swift:119
msgid "No migration link was given (the line was empty): paste the whole link the export showed."
msgstr "Aucun lien de migration n’a été donné (la ligne était vide) : collez le lien entier affiché par l’export."

#: Sources/Features/Errors/ErrorReport.swift:158
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "Aucun opérateur avec l’identifiant « {id} ». Voir 'threshold operators list'."

#: Sources/CommandLineFace/ProfilesCommand.swift:105
msgid "No profile is left: the app starts with onboarding again."
msgstr "Il ne reste aucun profil : l’application recommence par l’accueil."

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "Aucun profil nommé « {name} »."

#: Sources/CommandLineFace/ProfilesCommand.swift:117
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "Aucun profil. Créez-en un avec : threshold profiles create NAME"

#: Sources/Features/Lock/Recovery.swift:55
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later with 'threshold lock recovery-key'."
msgstr "Aucune clé de récupération n’a été créée. Sans clé de récupération, une entrée du trousseau perdue ou un code oublié signifie que les données ne peuvent plus être lues. Créez-en une plus tard avec 'threshold lock recovery-key'."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:125
msgid "No release notes in this app."
msgstr "Cette application n’a pas de notes de version."

#: Sources/Features/Lock/RecoveryFlow.swift:109
msgid "None: a forgotten passcode or a lost keyring entry means the data can't be read. Enter makes one; it is shown once and stored nowhere."
msgstr "Aucune : un code oublié ou une entrée du trousseau perdue signifie que les données ne peuvent plus être lues. Entrée en crée une ; elle n’est affichée qu’une fois et n’est enregistrée nulle part."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:78
msgid "Not empty, no space at either end. It must differ from the self-destruct passcode."
msgstr "Non vide, sans espace au début ni à la fin. Il doit être différent du code d’autodestruction."

#: Sources/Features/Desktop/DesktopText.swift:65
msgid "Not now"
msgstr "Pas maintenant"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "Rien n’a été modifié sur cet appareil."

#: Sources/CommandLineFace/ProfilesCommand.swift:45
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "Rien à modifier : donnez --name N (ou --name-stdin) et/ou --bio B (ou --bio-stdin)."

#: Sources/TerminalFace/Settings/AppUpdate+Preferences.swift:55
msgid "Nothing to show."
msgstr "Rien à afficher."

#: Sources/Features/Migration/MigrationText.swift:43
msgid "Nothing was deleted."
msgstr "Rien n’a été supprimé."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:61
msgid "Nothing was left behind. Press Enter to try again."
msgstr "Rien n’a été laissé derrière. Appuyez sur Entrée pour réessayer."

#: Sources/PlainFace/PlainApp+Onboarding.swift:184
msgid "Notification mode"
msgstr "Mode de notification"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "Notifications"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Notifications ({mode})"
msgstr "Notifications ({mode})"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "Les notifications commenceront dès que l’appareil fournira un jeton push. Votre choix est enregistré."

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant (waiting for a device token)."
msgstr "Notifications : instantanées (en attente d’un jeton d’appareil)."

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant."
msgstr "Notifications : instantanées."

#: Sources/Features/Settings/NotificationSettingsText.swift:32
msgid "Notifications: no mode chosen yet."
msgstr "Notifications : aucun mode choisi pour l’instant."

#: Sources/Features/Settings/NotificationSettingsText.swift:33
msgid "Notifications: off."
msgstr "Notifications : désactivées."

#: Sources/Features/Settings/NotificationSettingsText.swift:38
msgid "Notifications: periodic, every {count} minute (waiting for a device token)."
msgid_plural "Notifications: periodic, every {count} minutes (waiting for a device token)."
msgstr[0] "Notifications : périodiques, toutes les {count} minute (en attente d’un jeton d’appareil)."
msgstr[1] "Notifications : périodiques, toutes les {count} minutes (en attente d’un jeton d’appareil)."

#: Sources/Features/Settings/NotificationSettingsText.swift:40
msgid "Notifications: periodic, every {count} minute."
msgid_plural "Notifications: periodic, every {count} minutes."
msgstr[0] "Notifications : périodiques, toutes les {count} minute."
msgstr[1] "Notifications : périodiques, toutes les {count} minutes."

#: Sources/Features/Migration/MigrationText.swift:93
msgid "Now finalize the migration on the other device: threshold migrate finalize [--delete-local]"
msgstr "Finalisez maintenant la migration sur l’autre appareil : threshold migrate finalize [--delete-local]"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "OK"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "Désactivé : pas de notifications push ; les messages n’arrivent que lorsque l’application est ouverte."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:85
msgid "Off: wrong passcodes never wipe the data. Enter sets a limit. Wrong passcodes are counted across restarts."
msgstr "Désactivée : les codes incorrects n’effacent jamais les données. Entrée définit une limite. Les codes incorrects sont comptés même après un redémarrage."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:113
msgid "Older"
msgstr "Plus ancien"

#: Sources/Features/Migration/MigrationExportText.swift:10
msgid "On the new device, with the archive copied to the same path: choose \"Migrate from another device\" on the welcome screen and paste the link, or run threshold migrate import and paste it when asked (never on the command line, where other users and shell history see it)."
msgstr "Sur le nouvel appareil, avec l’archive copiée au même chemin : choisissez « Migrer depuis un autre appareil » sur l’écran d’accueil et collez le lien, ou lancez threshold migrate import et collez-le quand il est demandé (jamais sur la ligne de commande, où les autres utilisateurs et l’historique du shell le voient)."

#: Sources/Features/Text/ScreenText.swift:15
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "Sur l’autre appareil, exportez depuis les Réglages ou avec `threshold migrate export`, puis collez ici le lien affiché. Si l’archive n’est pas là où le lien l’indique (autre dossier, clé USB), son emplacement vous est demandé."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:46
msgid "On: opens a new profile named {name}"
msgstr "Activé : ouvre un nouveau profil nommé {name}"

#: Sources/CommandLineFace/OnboardingCommand.swift:32
msgid "Onboarding is complete."
msgstr "La prise en main est terminée."

#: Sources/CommandLineFace/OnboardingCommand.swift:31
msgid "Onboarding is needed; next step: {step}."
msgstr "La prise en main est nécessaire ; étape suivante : {step}."

#: Sources/CommandLineFace/OnboardingCommand.swift:35
msgid "Onboarding progress cleared; steps run again for what is eligible."
msgstr "Progression de la prise en main effacée ; les étapes concernées seront de nouveau proposées."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:196
msgid "Open"
msgstr "Ouvrir"

#: Sources/CommandLineFace/CommandCatalog.swift:72
msgid "Open the data with the recovery key and protect it again at the level given."
msgstr "Ouvrir les données avec la clé de récupération et les protéger à nouveau au niveau donné."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:212
msgid "Open your chats"
msgstr "Ouvrir vos discussions"

#: Sources/Features/Lock/RecoveryFlow.swift:100
msgid "Opening the data…"
msgstr "Ouverture des données…"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "Opérateurs"

#: Sources/PlainFace/PlainApp+Onboarding.swift:267
msgid "Operators (a number toggles)"
msgstr "Opérateurs (un numéro active ou désactive)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Operators and conditions"
msgstr "Opérateurs et conditions"

#: Sources/CommandLineFace/CommandCatalog.swift:113
msgid "Options for every command: --data-dir DIR, --brand FILE, --json, --passcode-stdin."
msgstr "Options de toutes les commandes : --data-dir DIR, --brand FILE, --json, --passcode-stdin."

#: Sources/Features/Migration/DirectTransfer.swift:99
msgid "Or press s to send to a device on this network, without a file."
msgstr "Ou appuyez sur s pour envoyer à un appareil de ce réseau, sans fichier."

#: Sources/Features/Migration/MigrationText.swift:32
msgid "Or scan it:"
msgstr "Ou scannez-le :"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:76
msgid "Passcode"
msgstr "Code"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:74
msgid "Passcode of the other device"
msgstr "Code de l’autre appareil"

#: Sources/Features/Lock/LockText.swift:62
msgid "Passcode removed, with the self-destruct passcode and the attempt limit."
msgstr "Code supprimé, avec le code d’autodestruction et la limite de tentatives."

#: Sources/Features/Lock/LockText.swift:58
msgid "Passcode set. Every command now asks for it."
msgstr "Code défini. Chaque commande le demande désormais."

#: Sources/Features/Lock/LockSettingsText.swift:85
msgid "Passcode set. Threshold asks for it at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "Code défini. Threshold le demande au démarrage et avant de créer, supprimer, masquer, démasquer ou révéler des profils."

#: Sources/Features/Lock/LockText.swift:56
msgid "Passcode set. Threshold asks for it at start and before sensitive changes."
msgstr "Code défini. Threshold le demande au démarrage et avant les changements sensibles."

#: Sources/Features/Text/PromptText.swift:5
msgid "Passcode: "
msgstr "Code : "

#: Sources/Features/Lock/LockText.swift:35
msgid "Passcode: {passcode}; self-destruct passcode: {selfDestruct}; wipe after wrong passcodes: {limit}"
msgstr "Code : {passcode} ; code d’autodestruction : {selfDestruct} ; effacer après des codes erronés : {limit}"

#: Sources/Features/Lock/LockText.swift:28
msgid "Passcode: {state}"
msgstr "Code : {state}"

#: Sources/CommandLineFace/Arguments.swift:18
msgid "Passcodes are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on the first line of standard input with --passcode-stdin."
msgstr "Un code n’est jamais donné en argument (d’autres utilisateurs peuvent lire une ligne de commande, et les shells la conservent) : tapez-le à l’invite masquée, ou donnez-le sur la première ligne de l’entrée standard avec --passcode-stdin."

#: Sources/Features/Desktop/DesktopText.swift:88
msgid "Password"
msgstr "Mot de passe"

#: Sources/CommandLineFace/CommandContext.swift:114
msgid "Password (only if \"{name}\" is a hidden profile): "
msgstr "Mot de passe (seulement si « {name} » est un profil masqué) : "

#: Sources/CommandLineFace/ProfilesCommand.swift:83
msgid "Password of \"{name}\": "
msgstr "Mot de passe de « {name} » : "

#: Sources/Features/Profiles/ProfilesText.swift:22
msgid "Password to hide \"{name}\": "
msgstr "Mot de passe pour masquer « {name} » : "

#: Sources/Features/Text/PromptText.swift:7
msgid "Password: "
msgstr "Mot de passe : "

#: Sources/CommandLineFace/Arguments.swift:16
msgid "Passwords are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on a line of standard input with --password-stdin."
msgstr "Un mot de passe n’est jamais donné en argument (d’autres utilisateurs peuvent lire une ligne de commande, et les shells la conservent) : tapez-le à l’invite masquée, ou donnez-le sur une ligne de l’entrée standard avec --password-stdin."

#: Sources/Features/Profiles/HideProfileText.swift:23
msgid "Passwords don't match."
msgstr "Les mots de passe ne correspondent pas."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:19
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "Collez ou tapez le lien  Tab déplacer  Entrée importer  Échap retour"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:190
msgid "Paste the migration link"
msgstr "Collez le lien de migration"

#: Sources/Features/Migration/MigrationText.swift:62
msgid "Paste the migration link: "
msgstr "Collez le lien de migration : "

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "Periodic interval"
msgstr "Intervalle périodique"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "Périodique : les nouveaux messages sont vérifiés chaque minute ; économe en batterie."
msgstr[1] "Périodique : les nouveaux messages sont vérifiés toutes les {count} minutes ; économe en batterie."

#: Sources/Features/Errors/ErrorReport.swift:255
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "Accès refusé : {detail} Vérifiez le propriétaire et les droits du dossier de données."

#: Sources/TerminalFace/App/MenuSheet.swift:23
msgid "PgUp/PgDn"
msgstr "PgUp/PgDn"

#: Sources/CommandLineFace/CommandCatalog.swift:85
msgid "Print every row of every table as the database key reads it (the passcode holder's view)."
msgstr "Afficher chaque ligne de chaque table telle que la clé de la base la lit (ce que voit qui connaît le code)."

#: Sources/CommandLineFace/CommandCatalog.swift:63
msgid "Print the conditions of use."
msgstr "Afficher les conditions d’utilisation."

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "Les discussions privées, les groupes et vos contacts ne sont pas accessibles aux opérateurs de serveurs."

#: Sources/PlainFace/PlainApp+Onboarding.swift:84
msgid "Profile \"{name}\" created."
msgstr "Profil « {name} » créé."

#: Sources/Features/Desktop/DesktopText.swift:122
msgid "Profile actions"
msgstr "Actions du profil"

#: Sources/CommandLineFace/CommandContext.swift:82
msgid "Profile name (not shown): "
msgstr "Nom du profil (non affiché) : "

#: Sources/Features/Lock/LockText.swift:72
msgid "Profile name after a wipe: "
msgstr "Nom du profil après l’effacement : "

#: Sources/TerminalFace/App/AppUpdate.swift:211
msgid "Profile unhidden"
msgstr "Profil démasqué"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:54
msgid "Profiles"
msgstr "Profils"

#: Sources/Features/Lock/RecoveryFlow.swift:96
msgid "Protect the data with"
msgstr "Protéger les données par"

#: Sources/Features/Lock/LockSettingsText.swift:121
msgid "Protect the data with {level}?"
msgstr "Protéger les données par : {level} ?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:72
msgid "Protection"
msgstr "Protection"

#: Sources/Features/Migration/MigrationImport.swift:45
msgid "Protection: the data on this device is under a key file beside the data (no passcode)."
msgstr "Protection : les données de cet appareil sont protégées par un fichier de clé à côté des données (sans code)."

#: Sources/Features/Migration/MigrationImport.swift:43
msgid "Protection: the data on this device is under a passcode (the app lock)."
msgstr "Protection : les données de cet appareil sont protégées par un code (le verrouillage de l’application)."

#: Sources/Features/Migration/MigrationImport.swift:44
msgid "Protection: the data on this device is under the desktop keyring."
msgstr "Protection : les données de cet appareil sont protégées par le trousseau du bureau."

#: Sources/Features/Lock/LockText.swift:27
msgid "Protection: {level}"
msgstr "Protection : {level}"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "Notifications push"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:147
msgid "QR code of the migration link"
msgstr "Code QR du lien de migration"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "Quitter"

#: Sources/Features/Lock/RecoveryFlow.swift:140
msgid "Re-encrypt all data"
msgstr "Rechiffrer toutes les données"

#: Sources/Features/Lock/Rekey.swift:39
msgid "Re-encrypt all data under a new key"
msgstr "Rechiffrer toutes les données sous une nouvelle clé"

#: Sources/CommandLineFace/CommandCatalog.swift:73
msgid "Re-encrypt all data under a new key (if the passcode or threshold.key may have leaked)."
msgstr "Rechiffrer toutes les données avec une nouvelle clé (si le code ou threshold.key a pu fuiter)."

#: Sources/Features/Lock/RecoveryFlow.swift:146
msgid "Re-encrypt all data under a new key?"
msgstr "Rechiffrer toutes les données sous une nouvelle clé ?"

#: Sources/Features/Lock/Rekey.swift:25
msgid "Re-encrypting: {copied} of {total} pages"
msgstr "Rechiffrement : {copied} pages sur {total}"

#: Sources/PlainFace/PlainApp.swift:94
msgid "Read a chat"
msgstr "Lire une discussion"

#: Sources/PlainFace/PlainApp.swift:114
msgid "Read which chat?"
msgstr "Lire quelle discussion ?"

#: Sources/CommandLineFace/CommandCatalog.swift:84
msgid "Receive a message as if from a contact (by --profile and --chat, or by server --queue as the messaging layer does)."
msgstr "Recevoir un message comme s’il venait d’un contact (par --profile et --chat, ou par la file du serveur --queue comme la couche de messagerie)."

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received quietly."
msgstr "Reçu sans notification."

#: Sources/Features/Migration/DirectTransfer.swift:166
msgid "Received {size} directly from the other device (the connection was resumed {count} time)."
msgid_plural "Received {size} directly from the other device (the connection was resumed {count} times)."
msgstr[0] "{size} reçus directement de l’autre appareil (la connexion a été reprise {count} fois)."
msgstr[1] "{size} reçus directement de l’autre appareil (la connexion a été reprise {count} fois)."

#: Sources/Features/Migration/DirectTransfer.swift:165
msgid "Received {size} directly from the other device."
msgstr "{size} reçus directement de l’autre appareil."

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received; a notification would show."
msgstr "Reçu ; une notification s’afficherait."

#: Sources/Features/Migration/MigrationText.swift:55
msgid "Recorded that this device's data was migrated."
msgstr "Il est noté que les données de cet appareil ont été migrées."

#: Sources/Features/Lock/RecoveryFlow.swift:103
msgid "Recovery key"
msgstr "Clé de récupération"

#: Sources/Features/Lock/RecoveryFlow.swift:114
msgid "Recovery key copied. Paste it where you keep it, then clear the clipboard."
msgstr "Clé de récupération copiée. Collez-la là où vous la conservez, puis videz le presse-papiers."

#: Sources/Features/Lock/Recovery.swift:71
msgid "Recovery key made. With it, 'threshold lock recover' opens the data if the passcode or the keyring entry is lost."
msgstr "Clé de récupération créée. Avec elle, 'threshold lock recover' ouvre les données si le code ou l’entrée du trousseau est perdu."

#: Sources/Features/Lock/Recovery.swift:86
msgid "Recovery key removed: it opens nothing now."
msgstr "Clé de récupération supprimée : elle n’ouvre plus rien."

#: Sources/Features/Lock/Recovery.swift:67
msgid "Recovery key: "
msgstr "Clé de récupération : "

#: Sources/Features/Migration/DirectTransfer.swift:70
msgid "Refused a connection from a device that does not have the link."
msgstr "Connexion refusée : l’appareil n’a pas le lien."

#: Sources/Features/Migration/DirectTransfer.swift:69
msgid "Refused another device: this device is already sending."
msgstr "Un autre appareil a été refusé : cet appareil envoie déjà."

#: Sources/Features/Lock/LockSettingsText.swift:47
msgid "Remove"
msgstr "Supprimer"

#: Sources/Features/Lock/LockText.swift:47
msgid "Remove self-destruct passcode"
msgstr "Supprimer le code d’autodestruction"

#: Sources/Features/Lock/RecoveryFlow.swift:128
msgid "Remove the recovery key?"
msgstr "Supprimer la clé de récupération ?"

#: Sources/CommandLineFace/CommandCatalog.swift:76
msgid "Remove the self-destruct passcode."
msgstr "Supprimer le code d’autodestruction."

#: Sources/Features/Lock/LockSettingsText.swift:43
msgid "Remove the self-destruct passcode?"
msgstr "Supprimer le code d’autodestruction ?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:202
msgid "Replace"
msgstr "Remplacer"

#: Sources/Features/Lock/RecoveryFlow.swift:122
msgid "Replace the recovery key?"
msgstr "Remplacer la clé de récupération ?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "Obligatoire."

#: Sources/Features/Migration/MigrationText.swift:69
msgid "Retry"
msgstr "Réessayer"

#: Sources/PlainFace/PlainApp+Onboarding.swift:128
msgid "Retry loading the conditions"
msgstr "Recharger les conditions"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "Relancez d’abord le chargement des conditions."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:48
msgid "Roles"
msgstr "Rôles"

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Run 'threshold --help' for the list."
msgstr "Lancez 'threshold --help' pour la liste."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:14
msgid ""
"Run 'threshold COMMAND --help' for what a command does.\n"
"Passwords are asked for without echo on a terminal, or read one per line from standard input with --password-stdin. The app-lock passcode, when set, is asked first (no echo), or read from the first line of standard input with --passcode-stdin. No secret is ever an argument (other users read command lines through /proc; shells keep them): leave LINK off 'migrate import', and NAME off a command whose profile may be hidden, to be asked at a no-echo prompt or to give it on standard input. Lines of standard input are read in this order: the passcode, the profile's name or the migration link, the new name (--name-stdin), the profile password, a new passcode. With --json the result or the error is one JSON object on stdout.\n"
"Exit codes: 0 success, 1 refused by a rule or bad data, 2 usage error.\n"
"Data directory: --data-dir, else $THRESHOLD_HOME, else $XDG_DATA_HOME/threshold, else ~/.local/share/threshold.\n"
"Language: --lang, else 'threshold language', else $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps: pseudo-locale)."
msgstr ""
"Lancez 'threshold COMMAND --help' pour savoir ce que fait une commande.\n"
"Les mots de passe sont demandés sans écho dans un terminal, ou lus un par ligne sur l’entrée standard avec --password-stdin. Le code du verrouillage, s’il est défini, est demandé d’abord (sans écho), ou lu sur la première ligne de l’entrée standard avec --passcode-stdin. Aucun secret n’est jamais un argument (d’autres utilisateurs lisent les lignes de commande via /proc ; les shells les conservent) : omettez LINK de 'migrate import', et NAME d’une commande dont le profil peut être masqué, pour qu’ils soient demandés à une invite masquée ou donnés sur l’entrée standard. Les lignes de l’entrée standard sont lues dans cet ordre : le code, le nom du profil ou le lien de migration, le nouveau nom (--name-stdin), le mot de passe du profil, un nouveau code. Avec --json, le résultat ou l’erreur est un seul objet JSON sur stdout.\n"
"Codes de sortie : 0 succès, 1 refusé par une règle ou données invalides, 2 erreur d’utilisation.\n"
"Dossier des données : --data-dir, sinon $THRESHOLD_HOME, sinon $XDG_DATA_HOME/threshold, sinon ~/.local/share/threshold.\n"
"Langue : --lang, sinon 'threshold language', sinon $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps : pseudo-langue)."

#: Sources/CommandLineFace/MigrateCommand.swift:179
msgid "Same code on both devices?"
msgstr "Le même code sur les deux appareils ?"

#: Sources/Features/Profiles/HideProfileText.swift:17
msgid "Save profile password"
msgstr "Enregistrer le mot de passe du profil"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:106
msgid "Saved."
msgstr "Enregistré."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:47
msgid "Saving…"
msgstr "Enregistrement…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "Rechercher ou saisir un mot de passe"

#: Sources/PlainFace/PlainApp.swift:127
msgid "Search or enter password (empty for all): "
msgstr "Rechercher ou saisir un mot de passe (vide pour tout voir) : "

#: Sources/CommandLineFace/DevCommand.swift:19
msgid "Seeded profiles: {profiles}, chats: {chats}, messages: {messages}."
msgstr "Créés – profils : {profiles}, discussions : {chats}, messages : {messages}."

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Select at least one operator to accept the conditions."
msgstr "Sélectionnez au moins un opérateur pour accepter les conditions."

#: Sources/PlainFace/PlainApp+Onboarding.swift:147
msgid "Select at least one operator."
msgstr "Sélectionnez au moins un opérateur."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:165
msgid "Select the link to copy it. Esc back"
msgstr "Sélectionnez le lien. Échap retour"

#: Sources/Features/Lock/LockSettingsText.swift:10
msgid "Self-destruct passcode"
msgstr "Code d’autodestruction"

#: Sources/Features/Lock/LockSettingsText.swift:96
msgid "Self-destruct passcode removed."
msgstr "Code d’autodestruction supprimé."

#: Sources/Features/Lock/LockText.swift:64
msgid "Self-destruct passcode set."
msgstr "Code d’autodestruction défini."

#: Sources/Features/Lock/LockSettingsText.swift:93
msgid "Self-destruct passcode set. Entered at any passcode prompt, it wipes all data and opens a new profile named \"{name}\"."
msgstr "Code d’autodestruction défini. Saisi à n’importe quelle invite de code, il efface toutes les données et ouvre un nouveau profil nommé « {name} »."

#: Sources/Features/Lock/LockText.swift:53
msgid "Self-destruct passcode: "
msgstr "Code d’autodestruction : "

#: Sources/Features/Lock/LockText.swift:29
msgid "Self-destruct passcode: {state}"
msgstr "Code d’autodestruction : {state}"

#: Sources/CommandLineFace/CommandCatalog.swift:81
msgid "Send the owed requests now."
msgstr "Envoyer maintenant les requêtes dues."

#: Sources/Features/Migration/DirectTransfer.swift:37
msgid "Send to a device on this network"
msgstr "Envoyer à un appareil de ce réseau"

#: Sources/Features/Migration/DirectTransfer.swift:80
msgid "Sent {size} to the new device. This device no longer listens. Finalize the migration here once the new device shows your data (threshold migrate finalize)."
msgstr "{size} envoyés au nouvel appareil. Cet appareil n’est plus en écoute. Finalisez la migration ici dès que le nouvel appareil affiche vos données (threshold migrate finalize)."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Server operators"
msgstr "Opérateurs de serveurs"

#: Sources/Features/Lock/LockSettingsText.swift:25
msgid "Set a passcode first"
msgstr "Définissez d’abord un code"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "Définissez d’abord un code : threshold lock set."

#: Sources/Features/Lock/LockSettingsText.swift:79
msgid "Set limit"
msgstr "Définir la limite"

#: Sources/CommandLineFace/CommandCatalog.swift:70
msgid "Set or change the passcode; --rekey (asked on a terminal) also re-encrypts all data under a new key."
msgstr "Définir ou changer le code ; --rekey (demandé dans un terminal) rechiffre aussi toutes les données avec une nouvelle clé."

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Set passcode"
msgstr "Définir un code"

#: Sources/Features/Lock/LockSettingsText.swift:67
msgid "Set self-destruct passcode"
msgstr "Définir le code d’autodestruction"

#: Sources/CommandLineFace/CommandCatalog.swift:75
msgid "Set the self-destruct passcode and the profile left after a wipe (without NAME: the name from standard input, after the passcode)."
msgstr "Définir le code d’autodestruction et le profil laissé après l’effacement (sans NAME : le nom depuis l’entrée standard, après le code)."

#: Sources/Features/Lock/LockSettingsText.swift:61
msgid "Set the self-destruct passcode?"
msgstr "Définir le code d’autodestruction ?"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:77
msgid "Set: entering it opens a new profile named \"{name}\". Enter changes it; x removes it. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "Défini : le saisir ouvre un nouveau profil nommé « {name} ». Entrée le change ; x le supprime. Saisi à n’importe quelle invite de code, il efface toutes les données de cet appareil et ouvre ce seul profil, comme un déverrouillage ordinaire."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "Réglages"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "Settings · Notifications"
msgstr "Réglages · Notifications"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:11
msgid "Settings · Server operators"
msgstr "Réglages · Opérateurs de serveurs"

#: Sources/CommandLineFace/CommandCatalog.swift:58
msgid "Show a chat of the active profile (its messages) and mark it read."
msgstr "Afficher une discussion du profil actif (ses messages) et la marquer comme lue."

#: Sources/CommandLineFace/CommandCatalog.swift:79
msgid "Show or choose the language (de, fr, es, ru, ja, ar, qps; system: from LANGUAGE/LANG)."
msgstr "Afficher ou choisir la langue (de, fr, es, ru, ja, ar, qps ; system : d’après LANGUAGE/LANG)."

#: Sources/CommandLineFace/CommandCatalog.swift:64
msgid "Show or choose the notification mode."
msgstr "Afficher ou choisir le mode de notification."

#: Sources/CommandLineFace/CommandCatalog.swift:69
msgid "Show the app lock's settings."
msgstr "Afficher les réglages du verrouillage de l’application."

#: Sources/CommandLineFace/CommandCatalog.swift:65
msgid "Show what's new since you last looked (--all: every version)."
msgstr "Afficher les nouveautés depuis votre dernière visite (--all : toutes les versions)."

#: Sources/CommandLineFace/CommandCatalog.swift:59
msgid "Show which onboarding steps are done and which is next."
msgstr "Afficher les étapes de prise en main faites et la suivante."

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:23
msgid "Skip"
msgstr "Passer"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:68
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Espace cocher  ←→ opérateur  Échap fermer"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:98
msgid "Starting the import…"
msgstr "Démarrage de l’import…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:54
msgid "Starting…"
msgstr "Démarrage…"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:124
msgid "Step {index} of {total}"
msgstr "Étape {index} sur {total}"

#: Sources/CommandLineFace/CommandCatalog.swift:51
msgid "Stop a profile's notifications."
msgstr "Couper les notifications d’un profil."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:208
msgid "Stop the import"
msgstr "Arrêter l’import"

#: Sources/Features/Migration/DirectTransfer.swift:143
msgid "Stop the import? Nothing on this device changes."
msgstr "Arrêter l’import ? Rien ne change sur cet appareil."

#: Sources/Features/Migration/DirectTransfer.swift:110
msgid "Stopped. No transfer was made, and this device no longer listens."
msgstr "Arrêté. Aucun transfert n’a eu lieu, et cet appareil n’est plus en écoute."

#: Sources/Features/Migration/DirectTransfer.swift:151
msgid "Stopping the import…"
msgstr "Arrêt de l’import…"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "Passer à ce profil"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:48
msgid "Switch to {name}"
msgstr "Passer à {name}"

#: Sources/PlainFace/PlainApp.swift:96
msgid "Switch to {name} ({count} unread)"
msgstr "Passer à {name} (non lus : {count})"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:13
msgid "Tab move  Enter choose  c create  m migrate  i how it works  Ctrl-C quit"
msgstr "Tab déplacer  Entrée choisir  c créer  m migrer  i fonctionnement  Ctrl-C quitter"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Tab next  Enter next/create"
msgstr "Tab suivant  Entrée suivant/créer"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/create  Esc back"
msgstr "Tab suivant  Entrée suivant/créer  Échap retour"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:11
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab suivant  Entrée suivant/enregistrer  Échap retour"

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Tab next  Enter save  Esc back"
msgstr "Tab suivant  Entrée enregistrer  Échap retour"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Ctrl-C quit"
msgstr "Tab suivant  ←→ niveau  Entrée suivant/ouvrir  Ctrl-C quitter"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Esc back"
msgstr "Tab suivant  ←→ niveau  Entrée suivant/ouvrir  Échap retour"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "Présentez-vous à vos contacts"

#: Sources/PlainFace/PlainApp+Onboarding.swift:77
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "Cette bio fait {size}/{limit} octets ; raccourcissez-la."

#: Sources/Features/Errors/ErrorReport.swift:137
msgid "That is not a recovery key: it has 40 letters and digits in 8 groups (a typo makes its check fail). Nothing was tried or changed."
msgstr "Ce n’est pas une clé de récupération : elle compte 40 lettres et chiffres en 8 groupes (une faute de frappe fait échouer sa vérification). Rien n’a été essayé ni modifié."

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "Ce n’est pas le code de l’autre appareil."

#: Sources/Features/Errors/ErrorReport.swift:192
msgid "That is not the passcode of the device the archive comes from. Nothing was changed; import again with that device's app passcode."
msgstr "Ce n’est pas le code de l’appareil d’où vient l’archive. Rien n’a été modifié ; importez à nouveau avec le code d’application de cet appareil."

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "Le profil actif ne peut pas être supprimé. Passez d’abord à un autre profil."

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "Le profil actif ne peut pas être masqué. Passez d’abord à un autre profil."

#: Sources/Features/Lock/LockSettingsText.swift:89
msgid "The app lock is off. The self-destruct passcode and the attempt limit were removed too."
msgstr "Le verrouillage de l’application est désactivé. Le code d’autodestruction et la limite de tentatives ont aussi été supprimés."

#: Sources/Features/Migration/MigrationImport.swift:178
msgid "The archive comes from a device locked with a passcode, and this screen can't ask for that passcode yet: import it with threshold --plain (Migrate from another device) or threshold migrate import, which ask for it."
msgstr "L’archive vient d’un appareil verrouillé par un code, et cet écran ne peut pas encore demander ce code : importez-la avec threshold --plain (Migrer depuis un autre appareil) ou threshold migrate import, qui le demandent."

#: Sources/Features/Migration/MigrationText.swift:77
msgid "The archive comes from a device locked with a passcode. Its passcode (empty to import without it): "
msgstr "L’archive vient d’un appareil verrouillé par un code. Son code (vide pour importer sans) : "

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "L’archive vient d’un appareil verrouillé par un code. Saisissez ce code pour que cet appareil reste verrouillé avec, ou laissez le champ vide pour importer sans."

#: Sources/CommandLineFace/MigrateCommand.swift:148
msgid "The archive comes from a device locked with a passcode: give that passcode on the next line of standard input, or import without it with --without-lock (this device is then unlocked). Nothing was changed."
msgstr "L’archive vient d’un appareil verrouillé par un code : donnez ce code sur la ligne suivante de l’entrée standard, ou importez sans lui avec --without-lock (cet appareil est alors déverrouillé). Rien n’a été modifié."

#: Sources/Features/Errors/ErrorReport.swift:187
msgid "The archive comes from a newer version of Threshold (schema {archive}; this version knows {supported}). Update Threshold, then import again. Nothing was changed."
msgstr "L’archive vient d’une version plus récente de Threshold (schéma {archive} ; cette version connaît {supported}). Mettez Threshold à jour, puis importez à nouveau. Rien n’a été modifié."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:145
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "L’archive est prête. Sur l’autre appareil, choisissez « Migrer depuis un autre appareil » et scannez le code ou collez le lien."

#: Sources/Features/Lock/LockSettingsText.swift:32
msgid "The attempt limit counts wrong passcodes: set a passcode first."
msgstr "La limite de tentatives compte les codes incorrects : définissez d’abord un code."

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "La limite de tentatives doit être un nombre entier de 1 à {limit}, ou off."

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "La bio fait {size} octets ; la limite est de {limit} octets."

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "Le fichier de marque est inutilisable :"

#: Sources/Features/Errors/ErrorReport.swift:204
msgid "The code you typed is not the one this device computed: the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "Le code tapé n’est pas celui calculé par cet appareil : le lien ne mène pas à votre autre appareil (il a été échangé, ou quelqu’un s’est interposé). Rien n’a été importé ; exportez à nouveau sur votre autre appareil et utilisez son nouveau lien."

#: Sources/Features/Migration/DirectTransfer.swift:159
msgid "The codes differ, so the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "Les codes diffèrent : le lien ne mène donc pas à votre autre appareil (il a été échangé, ou quelqu’un s’est interposé). Rien n’a été importé ; exportez à nouveau sur votre autre appareil et utilisez son nouveau lien."

#: Sources/Features/Migration/DirectTransfer.swift:76
msgid "The connection broke after {size}. Still listening, so the new device can resume."
msgstr "La connexion a été coupée après {size}. Toujours en écoute, pour que le nouvel appareil puisse reprendre."

#: Sources/Features/Errors/ErrorReport.swift:235
msgid "The data folder can't be written (read-only or no permission). Only reading works."
msgstr "Le dossier de données n’est pas accessible en écriture (lecture seule ou droits insuffisants). Seule la lecture fonctionne."

#: Sources/Features/Errors/ErrorReport.swift:222
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "Les données sont utilisées par un autre processus Threshold. Réessayez quand il aura terminé."

#: Sources/Features/Lock/LockSettingsText.swift:132
msgid "The data is now protected by: {level}."
msgstr "Les données sont maintenant protégées par : {level}."

#: Sources/Features/Lock/Recovery.swift:76
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one with 'threshold lock recovery-key' if it may have been seen."
msgstr "Les données sont de nouveau ouvertes, désormais protégées au niveau {level}. La clé de récupération fonctionne toujours ; créez-en une nouvelle avec 'threshold lock recovery-key' si elle a pu être vue."

#: Sources/Features/Lock/Rekey.swift:35
msgid "The data key was kept (only re-wrapped): whoever has an old copy of threshold.key and the old passcode can still read the data. Run 'threshold lock rekey' (or choose Re-encrypt all data) if the old passcode leaked."
msgstr "La clé des données a été conservée (seulement réemballée) : qui possède une ancienne copie de threshold.key et l’ancien code peut encore lire les données. Lancez 'threshold lock rekey' (ou choisissez « Rechiffrer toutes les données ») si l’ancien code a fuité."

#: Sources/Features/Errors/ErrorReport.swift:227
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "Impossible d’ouvrir la base de données ({detail}). Vérifiez que le dossier de données vous appartient et est accessible en écriture."

#: Sources/Features/Errors/ErrorReport.swift:224
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "Le fichier de base de données est endommagé ou n’est pas une base Threshold. Il n’a pas été modifié."

#: Sources/Features/Errors/ErrorReport.swift:243
msgid "The database file is empty (0 bytes): the data is lost or was replaced. It was not treated as a new install."
msgstr "Le fichier de base de données est vide (0 octet) : les données sont perdues ou ont été remplacées. Il n’a pas été traité comme une nouvelle installation."

#: Sources/Features/Errors/ErrorReport.swift:239
msgid "The database is encrypted and no key was given."
msgstr "La base de données est chiffrée et aucune clé n’a été fournie."

#: Sources/Features/Errors/ErrorReport.swift:241
msgid "The database is not encrypted yet; it must be converted first."
msgstr "La base de données n’est pas encore chiffrée ; elle doit d’abord être convertie."

#: Sources/Features/Errors/ErrorReport.swift:237
msgid "The database key does not open this database. It was not changed."
msgstr "La clé de la base de données n’ouvre pas cette base. Elle n’a pas été modifiée."

#: Sources/Features/Lock/LockText.swift:94
msgid "The database key is now kept by the desktop keyring. If that keyring entry is lost, only a recovery key opens the data."
msgstr "La clé de la base de données est maintenant gardée par le trousseau du bureau. Si cette entrée du trousseau est perdue, seule une clé de récupération ouvre les données."

#: Sources/Features/Lock/LockText.swift:95
msgid "The database key is now kept in threshold.key beside the data. This protects copies of the database file alone, not your account."
msgstr "La clé de la base de données est maintenant gardée dans threshold.key à côté des données. Cela protège les copies du seul fichier de base de données, pas votre compte."

#: Sources/Features/Lock/LockSettingsText.swift:126
msgid "The database key moves into a key file beside the data: this protects copies of the database, not a copy of the whole folder."
msgstr "La clé de la base de données passe dans un fichier de clé à côté des données : cela protège les copies de la base, pas une copie du dossier entier."

#: Sources/Features/Lock/LockSettingsText.swift:125
msgid "The database key moves into the desktop keyring (Secret Service): whoever copies the data folder can't read it without your login keyring."
msgstr "La clé de la base de données passe dans le trousseau du bureau (Secret Service) : qui copie le dossier de données ne peut pas la lire sans votre trousseau de session."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:77
msgid "The desktop keyring"
msgstr "Le trousseau du bureau"

#: Sources/Features/Errors/ErrorReport.swift:133
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Open it with your recovery key: threshold lock recover. Nothing was changed."
msgstr "Le trousseau du bureau n’a pas de clé pour ces données (son entrée a été supprimée, ou c’est un autre trousseau). Ouvrez-les avec votre clé de récupération : threshold lock recover. Rien n’a été modifié."

#: Sources/Features/Lock/RecoveryFlow.swift:93
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). This data has a recovery key: type it to open the data, then choose how to protect it from now on."
msgstr "Le trousseau du bureau n’a pas de clé pour ces données (son entrée a été supprimée, ou c’est un autre trousseau). Ces données ont une clé de récupération : saisissez-la pour ouvrir les données, puis choisissez comment les protéger désormais."

#: Sources/Features/Errors/ErrorReport.swift:135
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Threshold keeps no other copy and no recovery key was made: without that entry the data can't be read. Restore the keyring from a backup, or log in to the desktop session whose keyring holds it; nothing was changed."
msgstr "Le trousseau du bureau n’a pas de clé pour ces données (son entrée a été supprimée, ou c’est un autre trousseau). Threshold n’en garde aucune autre copie et aucune clé de récupération n’a été créée : sans cette entrée, les données ne peuvent pas être lues. Restaurez le trousseau depuis une sauvegarde, ou ouvrez la session de bureau dont le trousseau la contient ; rien n’a été modifié."

#: Sources/Features/Migration/DirectTransfer.swift:73
msgid "The device left before confirming the short code. Still listening."
msgstr "L’appareil est parti avant de confirmer le code court. Toujours en écoute."

#: Sources/Features/Errors/ErrorReport.swift:233
msgid "The disk is full. Free some space and try again; what was being saved was not saved."
msgstr "Le disque est plein. Libérez de l’espace et réessayez ; ce qui était en cours d’enregistrement n’a pas été enregistré."

#: Sources/Features/Errors/ErrorReport.swift:245
msgid "The disk reported an error while reading or writing the data ({detail}). What was being saved was not saved; the data already stored was not changed."
msgstr "Le disque a signalé une erreur en lisant ou en écrivant les données ({detail}). Ce qui était en cours d’enregistrement n’a pas été enregistré ; les données déjà stockées n’ont pas été modifiées."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:60
msgid "The export failed: {reason}"
msgstr "L’export a échoué : {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:20
msgid "The import was stopped before the codes were compared."
msgstr "L’importation a été arrêtée avant la comparaison des codes."

#: Sources/Features/Migration/MigrationImport.swift:222
msgid "The import was stopped before the other device's passcode was given."
msgstr "L’importation a été arrêtée avant que le code de l’autre appareil soit donné."

#: Sources/Features/Migration/DirectTransfer.swift:155
msgid "The import was stopped."
msgstr "L’import a été arrêté."

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "Le fichier de clé n’a pas pu être écrit ({reason}). Les réglages précédents restent en vigueur."

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "Le fichier de clé threshold.key à côté de la base de données ne peut pas être lu : {reason}. Rien n’a été modifié ni effacé."

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "Le fichier de clé threshold.key à côté de la base de données est endommagé ou vient d’une version plus récente de Threshold. Rien n’a été modifié ni effacé ; restaurez le fichier depuis une sauvegarde, ou mettez Threshold à jour."

#: Sources/Features/Lock/RecoveryFlow.swift:119
msgid "The key is hidden now. Type it from what you wrote down (dashes and spaces don't matter): it is stored only if it matches."
msgstr "La clé est maintenant masquée. Saisissez-la d’après ce que vous avez noté (tirets et espaces sans importance) : elle n’est enregistrée que si elle correspond."

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "Le dernier profil visible ne peut pas être masqué. Créez d’abord un autre profil."

#: Sources/Features/Errors/ErrorReport.swift:181
msgid "The migration archive can't be found or read: {detail} Nothing was changed."
msgstr "L’archive de migration est introuvable ou illisible : {detail} Rien n’a été modifié."

#: Sources/Features/Errors/ErrorReport.swift:185
msgid "The migration archive is damaged or incomplete: {detail} Nothing was changed; export it again on the other device."
msgstr "L’archive de migration est endommagée ou incomplète : {detail} Rien n’a été modifié ; exportez-la à nouveau sur l’autre appareil."

#: Sources/CommandLineFace/Arguments.swift:20
msgid "The migration link holds the archive's key, so it is never an option: run 'threshold migrate import' and paste it when asked, or give it on the first line of standard input."
msgstr "Le lien de migration contient la clé de l’archive, ce n’est donc jamais une option : lancez 'threshold migrate import' et collez-le quand il est demandé, ou donnez-le sur la première ligne de l’entrée standard."

#: Sources/PlainFace/PlainApp.swift:265
msgid "The name needs at least one letter, number or symbol."
msgstr "Le nom doit contenir au moins une lettre, un chiffre ou un symbole."

#: Sources/Features/Migration/DirectTransfer.swift:65
msgid "The new device reconnected: sending again from {size}."
msgstr "Le nouvel appareil s’est reconnecté : l’envoi reprend à partir de {size}."

#: Sources/Features/Lock/Recovery.swift:82
msgid "The old recovery key opened the old key and now opens nothing. Make a new one with 'threshold lock recovery-key'."
msgstr "L’ancienne clé de récupération ouvrait l’ancienne clé et n’ouvre plus rien. Créez-en une nouvelle avec 'threshold lock recovery-key'."

#: Sources/Features/Settings/SettingsText.swift:19
msgid "The onboarding and private profiles of a messenger without user identifiers. Everything stays on this device until you share it."
msgstr "L’accueil et les profils privés d’une messagerie sans identifiants d’utilisateur. Tout reste sur cet appareil tant que vous ne le partagez pas."

#: Sources/Features/Migration/MigrationImport.swift:59
msgid "The other device was locked with a passcode, and you imported without it: this device is now unlocked (Threshold opens without a passcode). To set one: threshold lock set, or Settings › App lock."
msgstr "L’autre appareil était verrouillé par un code, et vous avez importé sans lui : cet appareil est maintenant déverrouillé (Threshold s’ouvre sans code). Pour en définir un : threshold lock set, ou Réglages › Verrouillage de l’application."

#: Sources/Features/Errors/ErrorReport.swift:200
msgid "The other device was not trusted: {detail}"
msgstr "L’autre appareil n’était pas de confiance : {detail}"

#: Sources/CommandLineFace/OutboxCommand.swift:18
msgid "The outbox is empty."
msgstr "La boîte d’envoi est vide."

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "Le code et le code d’autodestruction doivent être différents. Choisissez-en un autre."

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "Le code ne peut pas commencer ni finir par une espace."

#: Sources/Features/Lock/LockSettingsText.swift:17
msgid "The passcode is asked at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "Le code est demandé au démarrage et avant de créer, supprimer, masquer, démasquer ou révéler des profils."

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "Le code est activé : les données sont protégées par lui. Désactivez-le d’abord (threshold lock clear) pour choisir un autre niveau."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:83
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "Le code est activé : c’est lui qui protège les données. Désactivez-le d’abord pour choisir un autre niveau."

#: Sources/Features/Errors/ErrorReport.swift:128
msgid "The passcode was not checked because the attempt could not be recorded ({reason}). Make the data directory writable (free some disk space), then try again."
msgstr "Le code n’a pas été vérifié car la tentative n’a pas pu être enregistrée ({reason}). Rendez le dossier de données accessible en écriture (libérez de l’espace disque), puis réessayez."

#: Sources/Features/Lock/NewPasscode.swift:23
msgid "The passcodes don't match."
msgstr "Les codes ne correspondent pas."

#: Sources/Features/Errors/ErrorReport.swift:100
msgid "The password can't be empty."
msgstr "Le mot de passe ne peut pas être vide."

#: Sources/Features/Errors/ErrorReport.swift:101
msgid "The password can't start or end with a space."
msgstr "Le mot de passe ne peut pas commencer ni finir par une espace."

#: Sources/TerminalFace/App/AppUpdate.swift:212
msgid "The profile is visible again (still muted). Its password no longer reveals it."
msgstr "Le profil est de nouveau visible (toujours en sourdine). Son mot de passe ne le révèle plus."

#: Sources/CommandLineFace/CommandContext.swift:86
msgid "The profile name read from standard input is empty. Usage: {usage}"
msgstr "Le nom de profil lu sur l’entrée standard est vide. Usage : {usage}"

#: Sources/Features/Lock/RecoveryFlow.swift:89
msgid "The recovery key opens the data if the passcode is forgotten or the keyring entry is lost. Then choose how to protect the data from now on."
msgstr "La clé de récupération ouvre les données si le code est oublié ou si l’entrée du trousseau est perdue. Choisissez ensuite comment protéger les données désormais."

#: Sources/Features/Lock/RecoveryFlow.swift:131
msgid "The recovery key then opens nothing. Without one, a forgotten passcode or a lost keyring entry means the data can't be read."
msgstr "La clé de récupération n’ouvre alors plus rien. Sans elle, un code oublié ou une entrée du trousseau perdue signifie que les données ne peuvent plus être lues."

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "The recovery key typed back differs from the one shown. Nothing was stored; try again."
msgstr "La clé de récupération saisie diffère de celle affichée. Rien n’a été enregistré ; réessayez."

#: Sources/Features/Lock/LockSettingsText.swift:28
msgid "The self-destruct passcode works at the passcode prompt: set a passcode first."
msgstr "Le code d’autodestruction agit à l’invite de code : définissez d’abord un code."

#: Sources/Features/Lock/LockText.swift:90
msgid "The two passcodes differ; nothing was changed."
msgstr "Les deux codes diffèrent ; rien n’a été modifié."

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "Les deux codes saisis diffèrent. Rien n’a été modifié ; réessayez."

#: Sources/Features/Profiles/ProfilesText.swift:25
msgid "The two passwords differ; nothing was changed."
msgstr "Les deux mots de passe diffèrent ; rien n’a été modifié."

#: Sources/Features/Settings/SettingsText.swift:12
msgid "Theme"
msgstr "Thème"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "There is no active profile. Create one first."
msgstr "Il n’y a pas de profil actif. Créez-en un d’abord."

#: Sources/Features/Migration/MigrationImport.swift:57
msgid "There is no attempt limit, as before."
msgstr "Comme avant, il n’y a pas de limite de tentatives."

#: Sources/CommandLineFace/OnboardingCommand.swift:88
msgid "This app has no conditions document."
msgstr "Cette application n’a pas de document de conditions."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:88
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "Cette version n’a pas d’application interactive. Lancez 'threshold --help' pour voir les commandes."

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "This data has no recovery key. Nothing was changed."
msgstr "Ces données n’ont pas de clé de récupération. Rien n’a été modifié."

#: Sources/Features/Errors/ErrorReport.swift:220
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "Ces données ont été écrites par une version plus récente de Threshold. Mettez Threshold à jour ; les données n’ont pas été modifiées."

#: Sources/Features/Errors/ErrorReport.swift:190
msgid "This device already holds Threshold data. Nothing was changed; to replace all data here with the archive, import again with --replace."
msgstr "Cet appareil contient déjà des données de Threshold. Rien n’a été modifié ; pour remplacer toutes les données d’ici par l’archive, importez à nouveau avec --replace."

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "Cet appareil contient déjà des données. Les remplacer par les données importées ?"

#: Sources/Features/Migration/DirectTransfer.swift:42
msgid "This device is ready to send all its data directly to your new device on this network, once, within {seconds} seconds. On the new device, run threshold migrate import (or choose \"Migrate from another device\") and paste this link when asked. It holds the key to your data: share it only with yourself."
msgstr "Cet appareil est prêt à envoyer toutes ses données directement à votre nouvel appareil sur ce réseau, une seule fois, dans les {seconds} secondes. Sur le nouvel appareil, lancez threshold migrate import (ou choisissez \"Migrer depuis un autre appareil\") et collez ce lien quand il est demandé. Il contient la clé de vos données : ne le partagez qu’avec vous-même."

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "Les données scellées de ce profil masqué sont endommagées et illisibles."

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "This migration link can't be used: {detail} Nothing was changed."
msgstr "Ce lien de migration est inutilisable : {detail} Rien n’a été modifié."

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "Ce code est court. Quiconque copie le dossier de données peut essayer des codes hors ligne, une exécution de scrypt chacun : tous les codes à 4 chiffres tombent en quelques minutes, tous ceux à 6 chiffres en quelques heures (docs/security.md). Une phrase de passe de plusieurs mots est bien plus forte."

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "Ce profil est déjà masqué."

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "Ce profil n’est pas masqué."

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "This recovery key does not open this data. Nothing was changed."
msgstr "Cette clé de récupération n’ouvre pas ces données. Rien n’a été modifié."

#: Sources/Features/Desktop/DesktopText.swift:136
msgid "Threshold can't open its data"
msgstr "Threshold ne peut pas ouvrir ses données"

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "Threshold n’a pas pu finir de préparer ses données ({reason}). Rendez le dossier de données accessible en écriture ou libérez de l’espace, puis relancez Threshold : il terminera alors."

#: Sources/Features/Text/ScreenText.swift:7
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "Threshold n’a pas d’identifiants d’utilisateur : vos profils restent sur cet appareil et ne sont partagés qu’avec les contacts que vous choisissez. Les serveurs relaient les messages sans savoir qui parle à qui, et chacun peut en héberger un."

#: Sources/Features/Desktop/DesktopText.swift:134
msgid "Threshold is already open"
msgstr "Threshold est déjà ouvert"

#: Sources/Features/Errors/ErrorReport.swift:166
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "Threshold tourne déjà sur {directory} (l’application, ou une commande qui remplace ses données). Quittez-le d’abord, ou utilisez un autre --data-dir ; rien n’a été modifié."

#: Sources/Features/Desktop/DesktopText.swift:124
msgid "Threshold is locked"
msgstr "Threshold est verrouillé"

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold est verrouillé. Tapez le code à l’invite dans un terminal, ou donnez-le sur la première ligne de l’entrée standard avec --passcode-stdin."

#: Sources/Features/Lock/LockSettingsText.swift:58
msgid "Threshold will ask for this passcode at start and before creating, deleting, hiding, unhiding or revealing profiles. If you forget it, your data can't be opened."
msgstr "Threshold demandera ce code au démarrage et avant de créer, supprimer, masquer, démasquer ou révéler des profils. Si vous l’oubliez, vos données ne pourront plus être ouvertes."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:103
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "Threshold s’ouvrira sans code ; le code d’autodestruction et la limite de tentatives sont supprimés avec lui."

#: Sources/Features/Lock/LockSettingsText.swift:38
msgid "Threshold will open without a passcode. The self-destruct passcode and the attempt limit are removed too."
msgstr "Threshold s’ouvrira sans code. Le code d’autodestruction et la limite de tentatives sont aussi supprimés."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:10
msgid "Threshold: onboarding and private chat profiles."
msgstr "Threshold : prise en main et profils de discussion privés."

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "Pour afficher un profil masqué, saisissez son mot de passe complet dans le champ de recherche de « Vos profils de discussion »."

#: Sources/Features/Profiles/HideProfileText.swift:8
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\". Hidden profiles are always muted."
msgstr "Pour révéler un profil masqué, saisissez son mot de passe complet dans le champ de recherche de « Vos profils de discussion ». Les profils masqués sont toujours en sourdine."

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "Trop de choix d’opérateurs et d’accueil à conserver lors d’une autodestruction. Rien n’a été modifié."

#: Sources/CommandLineFace/ProfilesCommand.swift:127
msgid "Total unread: {count}"
msgstr "Total non lus : {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:45
msgid "Trade name"
msgstr "Nom commercial"

#: Sources/Features/Lock/LockSettingsText.swift:41
msgid "Turn off"
msgstr "Désactiver"

#: Sources/Features/Lock/LockText.swift:45
msgid "Turn off passcode"
msgstr "Désactiver le code"

#: Sources/Features/Lock/LockSettingsText.swift:35
msgid "Turn off the app lock?"
msgstr "Désactiver le verrouillage de l’application ?"

#: Sources/Features/Lock/LockSettingsText.swift:49
msgid "Turn off the attempt limit?"
msgstr "Désactiver la limite de tentatives ?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:41
msgid "Turn off the passcode"
msgstr "Désactiver le code"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Turn on the app lock?"
msgstr "Activer le verrouillage de l’application ?"

#: Sources/CommandLineFace/CommandCatalog.swift:74
msgid "Turn the passcode off."
msgstr "Désactiver le code."

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "Tapez un nom ou un mot de passe  ↑↓ choisir  Entrée actions  Échap retour"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "Tapez un nombre de 0 à {last}."

#: Sources/TerminalFace/Lock/LockFormState.swift:72
msgid "Type a number from 1 to {max}, or leave it empty for off."
msgstr "Saisissez un nombre de 1 à {max}, ou laissez vide pour désactiver."

#: Sources/Features/Lock/LockText.swift:81
msgid "Type a whole number from 1 to {max}, or off."
msgstr "Tapez un nombre entier de 1 à {max}, ou off."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:88
msgid "Type it again"
msgstr "Saisissez-le à nouveau"

#: Sources/Features/Text/PromptText.swift:9
msgid "Type it again: "
msgstr "Retapez-le : "

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "Tapez le code  Entrée continuer  Échap arrêter l’import"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "Saisissez le code une seconde fois."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:18
msgid "Type the path  Enter import  Esc back to the link"
msgstr "Tapez le chemin  Entrée importer  Échap retour au lien"

#: Sources/Features/Lock/Recovery.swift:64
msgid "Type the recovery key to confirm: "
msgstr "Saisissez la clé de récupération pour confirmer : "

#: Sources/Features/Lock/RecoveryFlow.swift:70
msgid "Type the recovery key."
msgstr "Saisissez la clé de récupération."

#: Sources/PlainFace/PlainApp+MigrationExport.swift:92
msgid "Type yes to delete: "
msgstr "Tapez yes pour supprimer : "

#: Sources/TerminalFace/Lock/LockScreen.swift:22
msgid "Type your passcode"
msgstr "Saisissez votre code"

#: Sources/CommandLineFace/CommandContext.swift:94
msgid "Unexpected argument \"{argument}\". Usage: {usage}"
msgstr "Argument inattendu : « {argument} ». Usage : {usage}"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "Erreur inattendue : {type}."

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "Afficher de nouveau"

#: Sources/CommandLineFace/CommandCatalog.swift:141
msgid "Unknown command \"{command}\"."
msgstr "Commande inconnue « {command} »."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:131
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "Commande inconnue « {command} ». Lancez 'threshold --help' pour la liste."

#: Sources/CommandLineFace/OnboardingCommand.swift:109
msgid "Unknown mode \"{mode}\". Choose one of: {modes}."
msgstr "Mode inconnu : « {mode} ». Choisissez parmi : {modes}."

#: Sources/CommandLineFace/Arguments.swift:84
msgid "Unknown option --{option}."
msgstr "Option inconnue : --{option}."

#: Sources/Features/Desktop/DesktopText.swift:165
msgid "Unknown option {option}."
msgstr "Option inconnue : {option}."

#: Sources/CommandLineFace/Arguments.swift:43
msgid "Unknown option {option}. Options are written with two dashes, e.g. --json."
msgstr "Option inconnue : {option}. Les options s’écrivent avec deux tirets, p. ex. --json."

#: Sources/CommandLineFace/CommandCatalog.swift:142
msgid "Unknown {group} command \"{command}\"."
msgstr "Commande {group} inconnue : « {command} »."

#: Sources/Features/Desktop/DesktopText.swift:130
msgid "Unlock"
msgstr "Déverrouiller"

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "Déverrouiller pour chercher les profils masqués…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "Réactiver le son"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Unmuted \"{name}\"."
msgstr "« {name} » n’est plus en sourdine."

#: Sources/Features/Profiles/ProfilesText.swift:36
msgid "Updated \"{name}\"."
msgstr "« {name} » mis à jour."

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Usage:"
msgstr "Utilisation :"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:11
msgid "Usage: {usage}"
msgstr "Usage : {usage}"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "Aller aux discussions"

#: Sources/Features/Lock/RecoveryFlow.swift:86
msgid "Use the recovery key"
msgstr "Utiliser la clé de récupération"

#: Sources/Features/Onboarding/OperatorDetails.swift:17
msgid "Use this operator"
msgstr "Utiliser cet opérateur"

#: Sources/Features/Migration/MigrationExport.swift:14
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "Utiliser Threshold sur les deux appareils perturbe la remise des messages : n’utilisez plus que le nouveau."

#: Sources/Features/Progress/TransferProgress.swift:77
msgid "Verifying"
msgstr "Vérification"

#: Sources/Features/Settings/SettingsText.swift:16
msgid "Version {version}"
msgstr "Version {version}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:118
msgid "Version {version}: {title}"
msgstr "Version {version} : {title}"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "View conditions"
msgstr "Voir les conditions"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "En attente du chargement des conditions."

#: Sources/Features/Migration/DirectTransfer.swift:106
msgid "Waiting for the other device…"
msgstr "En attente de l’autre appareil…"

#: Sources/Features/Migration/MigrationText.swift:73
msgid "Warning: the migration link holds the archive's key, and as an argument other users of this computer can read it while the import runs. Next time paste it at the prompt, or give it on standard input."
msgstr "Attention : le lien de migration contient la clé de l’archive, et en argument les autres utilisateurs de cet ordinateur peuvent le lire pendant l’importation. La prochaine fois, collez-le à l’invite, ou donnez-le sur l’entrée standard."

#: Sources/Features/Lock/LockText.swift:60
msgid "Warning: {warning}"
msgstr "Attention : {warning}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "Bienvenue"

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:10
msgid "What's new"
msgstr "Nouveautés"

#: Sources/Features/Text/ScreenText.swift:19
msgid "What's new in {version}: {title}"
msgstr "Nouveautés de la version {version} : {title}"

#: Sources/Features/Migration/DirectTransfer.swift:124
msgid "When sending, this device waits up to {count} minute for the other one; press t to change it."
msgid_plural "When sending, this device waits up to {count} minutes for the other one; press t to change it."
msgstr[0] "Pour l’envoi, cet appareil attend l’autre jusqu’à {count} minute ; appuyez sur t pour changer."
msgstr[1] "Pour l’envoi, cet appareil attend l’autre jusqu’à {count} minutes ; appuyez sur t pour changer."

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "Où se trouve l’archive sur cet appareil ? Son chemin (vide pour revenir) : "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "Où se trouve l’archive sur cet appareil ? Son chemin :"

#: Sources/Features/Lock/LockText.swift:42
msgid "Where the database key is kept (without a passcode)"
msgstr "Où la clé de la base de données est gardée (sans code)"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "Sera enregistré sous : {name}"

#: Sources/Features/Lock/LockSettingsText.swift:12
msgid "Wipe after wrong passcodes"
msgstr "Effacer après des codes erronés"

#: Sources/Features/Lock/LockText.swift:30
msgid "Wipe after wrong passcodes: {limit}"
msgstr "Effacer après des codes erronés : {limit}"

#: Sources/Features/Lock/LockSettingsText.swift:70
msgid "Wipe after {count} wrong passcode?"
msgid_plural "Wipe after {count} wrong passcodes?"
msgstr[0] "Effacer après {count} code incorrect ?"
msgstr[1] "Effacer après {count} codes incorrects ?"

#: Sources/CommandLineFace/CommandCatalog.swift:77
msgid "Wipe all data after N wrong passcodes in a row."
msgstr "Effacer toutes les données après N codes erronés d’affilée."

#: Sources/Features/Lock/LockText.swift:77
msgid "Wipe all data after how many wrong passcodes (1-{max}, or off)? "
msgstr "Effacer toutes les données après combien de codes erronés (1-{max}, ou off) ? "

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:82
msgid "Wipes all data after {count} wrong passcode in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgid_plural "Wipes all data after {count} wrong passcodes in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgstr[0] "Efface toutes les données après {count} code incorrect d’affilée. Entrée la change ; x la désactive. Les codes incorrects sont comptés même après un redémarrage."
msgstr[1] "Efface toutes les données après {count} codes incorrects d’affilée. Entrée la change ; x la désactive. Les codes incorrects sont comptés même après un redémarrage."

#: Sources/Features/Lock/LockSettingsText.swift:118
msgid "Without a passcode the database key is kept by the desktop keyring or in a key file beside the data. Enter switches between the two. A passcode (the first row) protects the data best."
msgstr "Sans code, la clé de la base de données est gardée par le trousseau du bureau ou dans un fichier de clé à côté des données. Entrée passe de l’un à l’autre. Un code (première ligne) protège le mieux les données."

#: Sources/TerminalFace/Home/ChatListScreen.swift:38
msgid "Working…"
msgstr "En cours…"

#: Sources/Features/Migration/DirectTransfer.swift:39
msgid "Write an archive file"
msgstr "Écrire un fichier d’archive"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode"
msgstr "Code incorrect"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode."
msgstr "Code incorrect."

#: Sources/Features/Lock/LockSettingsText.swift:109
msgid "Wrong passcode. Try again."
msgstr "Code incorrect. Réessayez."

#: Sources/Features/Lock/LockSettingsText.swift:110
msgid "Wrong passcode. {count} attempt left before all data is wiped."
msgid_plural "Wrong passcode. {count} attempts left before all data is wiped."
msgstr[0] "Code incorrect. Encore {count} tentative avant l’effacement de toutes les données."
msgstr[1] "Code incorrect. Encore {count} tentatives avant l’effacement de toutes les données."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:70
msgid "Wrong passcodes before wiping"
msgstr "Codes erronés avant effacement"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgid "Wrong passcodes before wiping (empty: off)"
msgstr "Codes incorrects avant effacement (vide : désactivé)"

#: Sources/Features/Lock/LockSettingsText.swift:51
msgid "Wrong passcodes will never wipe the data."
msgstr "Les codes incorrects n’effaceront jamais les données."

#: Sources/Features/Migration/DirectTransfer.swift:91
msgid "Y same code  N different code  Esc stop the import"
msgstr "Y même code  N code différent  Échap arrêter l’import"

#: Sources/Features/Migration/DirectTransfer.swift:147
msgid "Y stop the import  N go on"
msgstr "Y arrêter l’import  N continuer"

#: Sources/Features/Migration/DirectTransfer.swift:88
msgid "Yes"
msgstr "Oui"

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "Vous avez déjà un profil de discussion avec le même nom affiché (« {name} »). Choisissez un autre nom."

#: Sources/Features/Text/ScreenText.swift:22
msgid "You are up to date."
msgstr "Vous êtes à jour."

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "Tout est prêt."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "Your chat profiles"
msgstr "Vos profils de discussion"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "Vos données de l’autre appareil sont ici. Finalisez la migration sur l’autre appareil (threshold migrate finalize) : utiliser les deux appareils perturbe la remise des messages."

#: Sources/Features/Text/ScreenText.swift:10
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "Votre profil est stocké sur votre appareil et partagé uniquement avec vos contacts."

#: Sources/Features/Lock/Recovery.swift:60
msgid "Your recovery key (shown once, stored nowhere; write it down, keep it away from this device):"
msgstr "Votre clé de récupération (affichée une fois, enregistrée nulle part ; notez-la, gardez-la loin de cet appareil) :"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:35
msgid "accepted {version}"
msgstr "acceptées : {version}"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:36
msgid "accepted {version}, {current} not yet"
msgstr "acceptées : {version}, pas encore {current}"

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "actif"

#: Sources/Features/Migration/MigrationImport.swift:231
msgid "cannot check the passcode ({reason})"
msgstr "impossible de vérifier le code ({reason})"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:38
msgid "conditions not accepted"
msgstr "conditions non acceptées"

#: Sources/CommandLineFace/DevCommand.swift:33
msgid "dev receive needs --profile P and --chat C. Usage: {usage}"
msgstr "dev receive attend --profile P et --chat C. Usage : {usage}"

#: Sources/CommandLineFace/DevCommand.swift:25
msgid "dev receive takes either --queue Q or --profile P --chat C. Usage: {usage}"
msgstr "dev receive prend soit --queue Q, soit --profile P --chat C. Usage : {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "every {count} minute"
msgid_plural "every {count} minutes"
msgstr[0] "toutes les {count} minute"
msgstr[1] "toutes les {count} minutes"

#: Sources/TerminalFace/App/AppChrome.swift:54
msgid "hidden"
msgstr "masqué"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "in use"
msgstr "utilisé"

#: Sources/Features/Migration/MigrationImport.swift:154
msgid "its data breaks Threshold's rules ({problems})."
msgstr "ses données enfreignent les règles de Threshold ({problems})."

#: Sources/Features/Migration/MigrationImport.swift:229
msgid "its manifest's lock record is malformed."
msgstr "l’enregistrement de verrouillage de son manifeste est mal formé."

#: Sources/CommandLineFace/LockCommand.swift:66
msgid "lock level takes keyring or keyfile (the passcode level is 'threshold lock set'). Usage: {usage}"
msgstr "lock level prend keyring ou keyfile (le niveau passcode, c’est 'threshold lock set'). Utilisation : {usage}"

#: Sources/CommandLineFace/LockCommand.swift:155
msgid "lock recover takes the level to protect the data with: passcode, keyring or keyfile. Usage: {usage}"
msgstr "lock recover prend le niveau de protection des données : passcode, keyring ou keyfile. Utilisation : {usage}"

#: Sources/CommandLineFace/LockCommand.swift:52
msgid "lock recovery-key takes nothing, or clear. Usage: {usage}"
msgstr "lock recovery-key ne prend rien, ou clear. Utilisation : {usage}"

#: Sources/TerminalFace/App/AppChrome.swift:53
msgid "muted"
msgstr "en sourdine"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:31
msgid "no roles"
msgstr "aucun rôle"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "not used"
msgstr "non utilisé"

#: Sources/Features/Dump/DumpReport.swift:39
msgid "pages: {pages}, free pages: {free}"
msgstr "pages : {pages}, pages libres : {free}"

#: Sources/CommandLineFace/LockCommand.swift:107
msgid "wipe-after needs a whole number from 1 to {max}, or off. Usage: {usage}"
msgstr "wipe-after demande un nombre entier de 1 à {max}, ou off. Utilisation : {usage}"

#: Sources/TerminalFace/Lock/LockScreen.swift:17
msgid "{app} is locked"
msgstr "{app} est verrouillé"

#: Sources/Features/Desktop/DesktopText.swift:30
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} octets"

#: Sources/CommandLineFace/OutboxCommand.swift:37
msgid "{count} deletion could not be delivered; it stays in the outbox and is tried again later ('threshold outbox list' shows why)."
msgid_plural "{count} deletions could not be delivered; they stay in the outbox and are tried again later ('threshold outbox list' shows why)."
msgstr[0] "{count} suppression n’a pas pu être remise ; elle reste dans la boîte d’envoi et sera retentée plus tard ('threshold outbox list' indique pourquoi)."
msgstr[1] "{count} suppressions n’ont pas pu être remises ; elles restent dans la boîte d’envoi et seront retentées plus tard ('threshold outbox list' indique pourquoi)."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:179
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "{count} fichier ou dossier a été supprimé. Vous pouvez fermer Threshold."
msgstr[1] "{count} fichiers et dossiers ont été supprimés. Vous pouvez fermer Threshold."

#: Sources/Features/Migration/DirectTransfer.swift:130
msgid "{count} minute"
msgid_plural "{count} minutes"
msgstr[0] "{count} minute"
msgstr[1] "{count} minutes"

#: Sources/Features/Desktop/NewMessageAlerts.swift:36
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "{count} nouveau message"
msgstr[1] "{count} nouveaux messages"

#: Sources/Features/Profiles/ProfileDeleteText.swift:30
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "{count} suppression sur serveur en attente dans la boîte d’envoi."
msgstr[1] "{count} suppressions sur serveur en attente dans la boîte d’envoi."

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "non lus : {count}"

#: Sources/Features/Desktop/DesktopText.swift:119
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "{count} message non lu"
msgstr[1] "{count} messages non lus"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "visibles : {count}"

#: Sources/Features/Errors/ErrorReport.swift:194
msgid "{detail} Nothing was changed."
msgstr "{detail} Rien n’a été modifié."

#: Sources/Features/Errors/ErrorReport.swift:183
msgid "{detail} Nothing was changed; check the network and try again."
msgstr "{detail} Rien n’a été modifié ; vérifiez le réseau et réessayez."

#: Sources/Features/Errors/ErrorReport.swift:198
msgid "{detail} Nothing was changed; start the import again (the other device keeps listening until its time limit)."
msgstr "{detail} Rien n’a été modifié ; relancez l’importation (l’autre appareil reste à l’écoute jusqu’à son délai)."

#: Sources/Features/Errors/ErrorReport.swift:206
msgid "{detail} Nothing was sent."
msgstr "{detail} Rien n’a été envoyé."

#: Sources/CommandLineFace/OutboxCommand.swift:24
msgid "{id} delete queue {queue} on {server}, {count} failed attempt"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts"
msgstr[0] "{id} supprimer la file {queue} sur {server}, {count} tentative échouée"
msgstr[1] "{id} supprimer la file {queue} sur {server}, {count} tentatives échouées"

#: Sources/CommandLineFace/OutboxCommand.swift:21
msgid "{id} delete queue {queue} on {server}, {count} failed attempt (last: {error})"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts (last: {error})"
msgstr[0] "{id} supprimer la file {queue} sur {server}, {count} tentative échouée (dernière : {error})"
msgstr[1] "{id} supprimer la file {queue} sur {server}, {count} tentatives échouées (dernière : {error})"

#: Sources/CommandLineFace/OnboardingCommand.swift:76
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}"
msgstr "{mark} {name} ({id}) — {legalName} ; rôles : {roles}"

#: Sources/CommandLineFace/OnboardingCommand.swift:75
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}; accepted conditions {version}"
msgstr "{mark} {name} ({id}) — {legalName} ; rôles : {roles} ; conditions acceptées {version}"

#: Sources/Features/Desktop/DesktopText.swift:84
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "{name} ne s’affichera que si son mot de passe est saisi dans le champ de recherche. Il est en sourdine tant qu’il est masqué."

#: Sources/Features/Desktop/DesktopText.swift:161
msgid "{option} needs a value."
msgstr "{option} demande une valeur."

#: Sources/Features/Onboarding/WhatsNewPager.swift:26
msgid "{page} of {count}"
msgstr "{page} sur {count}"

#: Sources/Features/Migration/MigrationExport.swift:47
msgid "{path} already exists; choose another name with --to FILE."
msgstr "{path} existe déjà ; choisissez un autre nom avec --to FILE."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:83
msgid "{position} of {total}"
msgstr "{position} sur {total}"

#: Sources/Features/Progress/TransferProgress.swift:65
msgid "{rate}/s"
msgstr "{rate}/s"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgid "{sender}: {message}"
msgstr "{sender} : {message}"

#: Sources/Features/Chats/ChatText.swift:12
msgid "{sender}: {text}"
msgstr "{sender} : {text}"

#: Sources/Features/Progress/TransferProgress.swift:62
msgid "{step} {done}"
msgstr "{step} {done}"

#: Sources/Features/Progress/TransferProgress.swift:60
msgid "{step}…"
msgstr "{step}…"

#: Sources/Features/Progress/TransferProgress.swift:59
msgid "{step}… ({percent}%)"
msgstr "{step}… ({percent} %)"

#: Sources/Features/Dump/DumpReport.swift:25
msgid "{table} ({count} row): {columns}"
msgid_plural "{table} ({count} rows): {columns}"
msgstr[0] "{table} ({count} ligne) : {columns}"
msgstr[1] "{table} ({count} lignes) : {columns}"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:30
msgid "{theme} (--theme)"
msgstr "{theme} (--theme)"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:24
msgid "↑↓ PgUp PgDn scroll  Esc close"
msgstr "↑↓ PgUp PgDn défiler  Échap fermer"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:30
msgid "↑↓ choose  Enter confirm  i info"
msgstr "↑↓ choisir  Entrée confirmer  i infos"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "↑↓ choose  Enter open  Esc back"
msgstr "↑↓ choisir  Entrée ouvrir  Échap retour"

#: Sources/TerminalFace/Home/ChatListScreen.swift:13
msgid "↑↓ choose  Enter read  p profiles  s settings  q quit"
msgstr "↑↓ choisir  Entrée lire  p profils  s réglages  q quitter"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "↑↓ choose  Enter save  Esc back"
msgstr "↑↓ choisir  Entrée enregistrer  Échap retour"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:13
msgid "↑↓ choose  Enter set/change  x turn off  Esc back"
msgstr "↑↓ choisir  Entrée définir/changer  x désactiver  Échap retour"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:12
msgid "↑↓ choose  Space toggle  Enter open/accept  Esc back"
msgstr "↑↓ choisir  Espace cocher  Entrée ouvrir/accepter  Échap retour"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ déplacer  Espace cocher  Entrée choisir  v voir les conditions"

#: Sources/TerminalFace/Home/ChatScreen.swift:17
msgid "↑↓ scroll  Esc back"
msgstr "↑↓ défiler  Échap retour"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ Nom valide"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "off"
msgstr "désactivé"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "on"
msgstr "activé"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:69
msgctxt "button"
msgid "Accept"
msgstr "Accepter"

#: Sources/TerminalFace/Lock/AppUpdate+LockSettings.swift:57
msgctxt "button"
msgid "Cancel"
msgstr "Annuler"

#: Sources/Features/Lock/LockSettingsText.swift:130
msgctxt "button"
msgid "Change"
msgstr "Modifier"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "Fermer"

#: Sources/Features/Lock/RecoveryFlow.swift:112
msgctxt "button"
msgid "Copy"
msgstr "Copier"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "Créer"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "Supprimer"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:49
msgctxt "button"
msgid "Export"
msgstr "Exporter"

#: Sources/Features/Lock/RecoveryFlow.swift:116
msgctxt "button"
msgid "I wrote it down"
msgstr "Je l’ai notée"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Import"
msgstr "Importer"

#: Sources/Features/Lock/RecoveryFlow.swift:152
msgctxt "button"
msgid "Keep the key"
msgstr "Garder la clé"

#: Sources/Features/Lock/RecoveryFlow.swift:137
msgctxt "button"
msgid "Make one"
msgstr "En créer une"

#: Sources/Features/Lock/RecoveryFlow.swift:136
msgctxt "button"
msgid "Not now"
msgstr "Pas maintenant"

#: Sources/Features/Lock/RecoveryFlow.swift:98
msgctxt "button"
msgid "Open the data"
msgstr "Ouvrir les données"

#: Sources/Features/Lock/RecoveryFlow.swift:150
msgctxt "button"
msgid "Re-encrypt"
msgstr "Rechiffrer"

#: Sources/DesktopFace/Lock/DesktopApp+Recovery.swift:87
msgctxt "button"
msgid "Replace"
msgstr "Remplacer"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Retry"
msgstr "Réessayer"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:52
msgctxt "button"
msgid "Save"
msgstr "Enregistrer"

#: Sources/Features/Settings/NotificationSettingsText.swift:9
msgctxt "device token"
msgid "no mode chosen yet"
msgstr "aucun mode choisi pour l’instant"

#: Sources/Features/Settings/NotificationSettingsText.swift:11
msgctxt "device token"
msgid "not needed"
msgstr "inutile"

#: Sources/Features/Settings/NotificationSettingsText.swift:13
msgctxt "device token"
msgid "registered"
msgstr "enregistré"

#: Sources/Features/Settings/NotificationSettingsText.swift:12
msgctxt "device token"
msgid "waiting for a device token"
msgstr "en attente d’un jeton d’appareil"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgctxt "message sender"
msgid "You"
msgstr "Vous"

#: Sources/Features/Migration/MigrationText.swift:14
msgctxt "migration"
msgid "Export"
msgstr "Exporter"

#: Sources/Features/Migration/MigrationText.swift:37
msgctxt "migration"
msgid "Finalize"
msgstr "Finaliser"

#: Sources/Features/Migration/MigrationText.swift:68
msgctxt "migration"
msgid "Import"
msgstr "Importer"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:10
msgctxt "notification mode"
msgid "Instant"
msgstr "Instantané"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:12
msgctxt "notification mode"
msgid "Off"
msgstr "Désactivé"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:11
msgctxt "notification mode"
msgid "Periodic"
msgstr "Périodique"

#: Sources/Features/Settings/NotificationSettingsText.swift:55
msgctxt "notification mode"
msgid "instant"
msgstr "instantané"

#: Sources/Features/Settings/NotificationSettingsText.swift:54
msgctxt "notification mode"
msgid "not chosen"
msgstr "non choisi"

#: Sources/Features/Settings/NotificationSettingsText.swift:57
msgctxt "notification mode"
msgid "off"
msgstr "désactivé"

#: Sources/Features/Settings/NotificationSettingsText.swift:56
msgctxt "notification mode"
msgid "periodic"
msgstr "périodique"

#: Sources/Features/Lock/LockSettingsText.swift:138
msgctxt "protection level"
msgid "Key file"
msgstr "Fichier de clé"

#: Sources/Features/Lock/LockSettingsText.swift:137
msgctxt "protection level"
msgid "Keyring"
msgstr "Trousseau"

#: Sources/Features/Lock/LockSettingsText.swift:136
msgctxt "protection level"
msgid "Passcode"
msgstr "Code"

#: Sources/Features/Lock/LockText.swift:20
msgctxt "protection level"
msgid "desktop keyring"
msgstr "trousseau du bureau"

#: Sources/Features/Lock/LockText.swift:21
msgctxt "protection level"
msgid "key file"
msgstr "fichier de clé"

#: Sources/Features/Lock/LockText.swift:19
msgctxt "protection level"
msgid "passcode"
msgstr "code"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "Made"
msgstr "Créée"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "None"
msgstr "Aucune"

#: Sources/CommandLineFace/OnboardingCommand.swift:73
msgctxt "roles"
msgid "none"
msgstr "aucun"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgctxt "state"
msgid "Off"
msgstr "Désactivé"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:58
msgctxt "state"
msgid "On"
msgstr "Activé"

#: Sources/Features/Settings/AppSession+Theme.swift:18
msgctxt "theme"
msgid "Dark"
msgstr "Sombre"

#: Sources/Features/Settings/AppSession+Theme.swift:17
msgctxt "theme"
msgid "Light"
msgstr "Clair"

msgid "This device continues the transfer that was interrupted, for {seconds} seconds: the new device reconnects by itself with the link it already has (it keeps trying for three minutes), and the transfer goes on where it stopped. If the new device gave up, run threshold migrate import there again (or choose \"Migrate from another device\") and paste this link."
msgstr "Cet appareil reprend le transfert interrompu, pendant {seconds} secondes : le nouvel appareil se reconnecte de lui-même avec le lien qu'il a déjà (il réessaie pendant trois minutes) et le transfert reprend là où il s'est arrêté. Si le nouvel appareil a abandonné, relancez-y threshold migrate import (ou choisissez \"Migrer depuis un autre appareil\") et collez ce lien."

#: Sources/Features/Lock/Recovery.swift:60
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later in Settings › App lock."
msgstr "Aucune clé de récupération n’a été créée. Sans clé de récupération, une entrée du trousseau perdue ou un code oublié signifie que les données ne peuvent plus être lues. Créez-en une plus tard dans Réglages › Verrouillage de l’application."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:189
msgid "On the other device, open Settings › Migrate to another device and export or send, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), choose it with \"Choose the archive…\"."
msgstr "Sur l’autre appareil, ouvrez Réglages › Migrer vers un autre appareil, exportez ou envoyez, puis collez ici le lien affiché. Si l’archive n’est pas là où le lien l’indique (autre dossier, clé USB), choisissez-la avec « Choisir l’archive… »."

#: Sources/Features/Lock/Recovery.swift:81
msgid "Recovery key made. With it, Threshold opens the data if the passcode or the keyring entry is lost: it asks for the key at start."
msgstr "Clé de récupération créée. Avec elle, Threshold ouvre les données si le code ou l’entrée du trousseau est perdu : il la demande au démarrage."

#: Sources/Features/Migration/DirectTransfer.swift:112
msgid "Sent {size} to the new device. This device no longer listens. Once the new device shows your data, finalize the migration below."
msgstr "{size} envoyés au nouvel appareil. Cet appareil n’est plus en écoute. Dès que le nouvel appareil affiche vos données, finalisez la migration ci-dessous."

#: Sources/Features/Lock/Recovery.swift:92
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one in Settings › App lock if it may have been seen."
msgstr "Les données sont de nouveau ouvertes, désormais protégées au niveau {level}. La clé de récupération fonctionne toujours ; créez-en une nouvelle dans Réglages › Verrouillage de l’application si elle a pu être vue."

#: Sources/Features/Migration/DirectTransfer.swift:55
msgid "This device continues the transfer that was interrupted, for {count} more minute: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgid_plural "This device continues the transfer that was interrupted, for {count} more minutes: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgstr[0] "Cet appareil reprend le transfert interrompu, pendant encore {count} minute : le nouvel appareil se reconnecte de lui-même avec le lien qu’il a déjà, et le transfert reprend là où il s’est arrêté. Si le nouvel appareil a abandonné, choisissez-y de nouveau « Migrer depuis un autre appareil » et collez ce lien."
msgstr[1] "Cet appareil reprend le transfert interrompu, pendant encore {count} minutes : le nouvel appareil se reconnecte de lui-même avec le lien qu’il a déjà, et le transfert reprend là où il s’est arrêté. Si le nouvel appareil a abandonné, choisissez-y de nouveau « Migrer depuis un autre appareil » et collez ce lien."

#: Sources/Features/Migration/DirectTransfer.swift:58
msgid "This device is ready to send all its data directly to your new device on this network, once, within {count} minute. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgid_plural "This device is ready to send all its data directly to your new device on this network, once, within {count} minutes. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgstr[0] "Cet appareil est prêt à envoyer toutes ses données directement à votre nouvel appareil sur ce réseau, une seule fois, dans la {count} minute qui vient. Sur le nouvel appareil, choisissez « Migrer depuis un autre appareil » et collez ce lien. Il contient la clé de vos données : ne le partagez qu’avec vous-même."
msgstr[1] "Cet appareil est prêt à envoyer toutes ses données directement à votre nouvel appareil sur ce réseau, une seule fois, dans les {count} minutes qui viennent. Sur le nouvel appareil, choisissez « Migrer depuis un autre appareil » et collez ce lien. Il contient la clé de vos données : ne le partagez qu’avec vous-même."

#: Sources/Features/Migration/MigrationImportText.swift:28
msgid "Your data from the other device is here. Now finalize the migration on the other device, where it was sent from: using both devices breaks message delivery."
msgstr "Vos données de l’autre appareil sont ici. Finalisez maintenant la migration sur l’autre appareil, celui d’où elles ont été envoyées : utiliser les deux appareils perturbe la remise des messages."

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "The new device received the data but did not import it (it says why). This device still listens: import again there with the same link, or stop here."
msgstr "Le nouvel appareil a reçu les données mais ne les a pas importées (il indique pourquoi). Cet appareil reste en écoute : importez de nouveau là-bas avec le même lien, ou arrêtez ici."

#: Sources/Features/Migration/DirectTransfer.swift:127
msgid "Sent {size} to the new device, but it did not say whether it imported the data (it may have been stopped). This device no longer listens. Finalize here only once the new device shows your data; if it does not, export again."
msgstr "{size} envoyés au nouvel appareil, mais il n’a pas dit s’il a importé les données (il a peut-être été arrêté). Cet appareil n’est plus en écoute. Ne finalisez ici qu’une fois que le nouvel appareil affiche vos données ; sinon, exportez de nouveau."

#: Sources/Features/Errors/ErrorReport.swift:53
msgid "Threshold has no \"{code}\" language. Choose one of: {languages}; or system, to follow LANGUAGE, LC_ALL, LC_MESSAGES and LANG."
msgstr "Threshold n’a pas de langue « {code} ». Choisissez-en une parmi : {languages} ; ou system, pour suivre LANGUAGE, LC_ALL, LC_MESSAGES et LANG."

#: Sources/Features/Settings/SettingsText.swift:14
msgid "{language} ({percent}% translated)"
msgstr "{language} ({percent} % traduit)"

"""#),
        ("ja.po", #"""
# Japanese texts of Threshold. Edit with any gettext tool; see docs/languages.md.
# Glossary (docs/glossary.md; scripts/po-check warns where a text does not use the chosen word):
# glossary: passcode = パスコード
# glossary: password = パスワード
# glossary: profile = プロフィール
# glossary: hidden profile = 非表示
# glossary: chat = チャット
# glossary: contact = 連絡先
# glossary: archive = アーカイブ
# glossary: file = ファイル
# glossary: export = エクスポート
# glossary: import = インポート
# glossary: migrate = 移行
# glossary: migration = 移行
# glossary: link = リンク
# glossary: short code = ショートコード
# glossary: device = 端末
# glossary: app lock = アプリのロック
# glossary: unlock = ロック解除
# glossary: self-destruct passcode = 自己消去パスコード
# glossary: wipe after = 消去
# glossary: attempt limit = 試行回数の制限
# glossary: protection level = 保護レベル
# glossary: key file = 鍵ファイル
# glossary: keyring = キーリング
# glossary: recovery key = 復旧キー
# glossary: operator = 運営者
# glossary: server = サーバー
# glossary: conditions of use = 利用条件
# glossary: notifications = 通知
# glossary: Instant = 即時
# glossary: Periodic = 定期
# glossary: Off = オフ
# glossary: queue = キュー
# glossary: outbox = 送信トレイ
# glossary: mute = ミュート
# glossary: reveal = 再表示
# glossary: what's new = 新機能
msgid ""
msgstr ""
"Project-Id-Version: Threshold\n"
"Report-Msgid-Bugs-To: \n"
"PO-Revision-Date: 2026-12-03 09:30+0000\n"
"Last-Translator: Threshold <translations@threshold.invalid>\n"
"Language-Team: Japanese\n"
"Language: ja\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=1; plural=0;\n"

#: Sources/Features/Settings/AppSession+Language.swift:23
msgid "\"{code}\" is not a language code (e.g. de, pt_BR, or system)."
msgstr "「{code}」は言語コードではありません（例: de、pt_BR、system）。"

#: Sources/Features/Profiles/ProfileDeleteText.swift:21
msgid "\"{name}\" and its chats on this device (server data is kept) will be deleted. This can't be undone."
msgstr "「{name}」とこの端末のチャットを削除します（サーバー上のデータは残ります）。元に戻せません。"

#: Sources/Features/Profiles/ProfileDeleteText.swift:20
msgid "\"{name}\" and its chats on this device and its connections on the servers will be deleted. This can't be undone."
msgstr "「{name}」と、この端末のチャット、サーバー上の接続を削除します。元に戻せません。"

#: Sources/PlainFace/PlainApp.swift:206
msgid "\"{name}\" is hidden. Enter its password at \"Search or enter password\" to show it."
msgstr "「{name}」を非表示にしました。表示するには、「検索またはパスワードを入力」にそのパスワードを入力してください。"

#: Sources/CommandLineFace/ProfilesCommand.swift:80
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "「{name}」を非表示にしました。表示するには、検索欄にそのパスワードを入力してください（または 'profiles reveal' を使用）。"

#: Sources/CommandLineFace/ProfilesCommand.swift:34
msgid "\"{name}\" is now the active profile."
msgstr "「{name}」がアクティブなプロフィールになりました。"

#: Sources/Features/Profiles/ProfilesText.swift:28
msgid "\"{name}\" is visible again (still muted)."
msgstr "「{name}」が再び表示されるようになりました（ミュートのままです）。"

#: Sources/CommandLineFace/LockCommand.swift:164
msgid "'lock recover passcode' needs the new passcode: at the prompt, or on the line of standard input after the recovery key."
msgstr "'lock recover passcode' には新しいパスコードが必要です。プロンプトで入力するか、標準入力の復旧キーの次の行で渡してください。"

#: Sources/CommandLineFace/LockCommand.swift:158
msgid "'lock recover' needs the recovery key: type it at the prompt on a terminal, or give it on the first line of standard input with --recovery-stdin."
msgstr "'lock recover' には復旧キーが必要です。端末のプロンプトで入力するか、--recovery-stdin で標準入力の 1 行目に渡してください。"

#: Sources/CommandLineFace/LockCommand.swift:83
msgid "'lock self-destruct set' needs the name of the profile it leaves: as NAME, or on a line of standard input (after the current passcode with --passcode-stdin). Usage: {usage}"
msgstr "'lock self-destruct set' には消去後に残すプロフィールの名前が必要です。NAME として、または標準入力の行で渡してください（--passcode-stdin では現在のパスコードの後）。使い方: {usage}"

#: Sources/CommandLineFace/MigrateCommand.swift:114
msgid "'migrate import' needs the migration link: paste it at the prompt on a terminal, or give it on the first line of standard input (after the passcode with --passcode-stdin). Usage: {usage}"
msgstr "'migrate import' には移行リンクが必要です。端末のプロンプトに貼り付けるか、標準入力の 1 行目に渡してください（--passcode-stdin ではパスコードの後）。使い方: {usage}"

#: Sources/CommandLineFace/CommandCatalog.swift:154
msgid "'{command}' does not take --{option}."
msgstr "'{command}' は --{option} を受け付けません。"

#: Sources/CommandLineFace/LockCommand.swift:199
msgid "'{command}' needs a passcode: type it at the prompt on a terminal, or give it on a line of standard input with --passcode-stdin (after the current passcode when the lock is on)."
msgstr "'{command}' にはパスコードが必要です。端末のプロンプトで入力するか、--passcode-stdin で標準入力の行に渡してください（ロックがオンなら現在のパスコードの後）。"

#: Sources/CommandLineFace/CommandContext.swift:102
msgid "'{command}' needs a password: type it at the prompt on a terminal, or give it on a line of standard input with --password-stdin."
msgstr "'{command}' にはパスワードが必要です。端末のプロンプトで入力するか、--password-stdin を付けて標準入力の 1 行で渡してください。"

#: Sources/CommandLineFace/ProfilesCommand.swift:12
msgid "(without NAME, the name is read at a no-echo prompt or from standard input, before any password)"
msgstr "（NAME を省くと、名前は入力を表示しないプロンプトか標準入力から、パスワードより先に読み取られます）"

#: Sources/CommandLineFace/ProfilesCommand.swift:123
msgid "({count} unread)"
msgstr "（未読 {count} 件）"

#: Sources/Features/Progress/TransferProgress.swift:64
msgid "({percent}%)"
msgstr "（{percent}%）"

#: Sources/Features/Migration/MigrationImport.swift:132
msgid "--archive needs a file name."
msgstr "--archive にはファイル名が必要です。"

#: Sources/CommandLineFace/ProfilesCommand.swift:60
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "--bio-stdin では、自己紹介を標準入力の 1 行で渡してください（プロフィール名と新しい名前の後）。使い方: {usage}"

#: Sources/CommandLineFace/DevCommand.swift:35
msgid "--chat needs a contact name."
msgstr "--chat には連絡先の名前が必要です。"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:81
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "--json にはコマンドが必要です（アプリ本体は JSON を出力しません）。一覧は 'threshold --help' で確認できます。"

#: Sources/CommandLineFace/DevCommand.swift:16
msgid "--messages needs at least one chat (--chats M)."
msgstr "--messages には少なくとも 1 つのチャットが必要です（--chats M）。"

#: Sources/CommandLineFace/ProfilesCommand.swift:52
msgid "--name-stdin needs the new name on a line of standard input (after the profile's name). Usage: {usage}"
msgstr "--name-stdin では、新しい名前を標準入力の 1 行で渡してください（プロフィール名の後）。使い方: {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:110
msgid "--passcode-stdin was given, but this install has no passcode (the lock is off), so no line was read and nothing was changed. Leave out --passcode-stdin, or set a passcode first: threshold lock set."
msgstr "--passcode-stdin が指定されましたが、この環境にはパスコードがありません（ロックはオフ）。そのため行は読み取らず、何も変更していません。--passcode-stdin を外すか、先にパスコードを設定してください: threshold lock set。"

#: Sources/CommandLineFace/MigrateCommand.swift:49
msgid "--serve sends the archive to the other device, so it takes no --to FILE."
msgstr "--serve はアーカイブを別の端末に送るので、--to FILE は指定できません。"

#: Sources/TerminalFace/Runtime/AppLaunchError.swift:23
msgid "--theme must be light or dark, not \"{value}\"."
msgstr "--theme には light か dark を指定してください（「{value}」は使えません）。"

#: Sources/CommandLineFace/MigrateCommand.swift:34
msgid "--timeout goes with --serve."
msgstr "--timeout は --serve と一緒に使います。"

#: Sources/Features/Migration/MigrationExport.swift:44
msgid "--to needs a file name."
msgstr "--to にはファイル名が必要です。"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:70
msgid "--version takes no command. Run 'threshold --version' alone."
msgstr "--version にはコマンドを付けられません。'threshold --version' だけを実行してください。"

#: Sources/CommandLineFace/Arguments.swift:73
msgid "--{option} is given twice."
msgstr "--{option} が 2 回指定されています。"

#: Sources/CommandLineFace/Arguments.swift:68
msgid "--{option} needs a value, not the option {value}. For a value that starts with dashes, write --{option}=VALUE."
msgstr "--{option} には値が必要です（オプション {value} ではなく）。ハイフンで始まる値は --{option}=VALUE と書いてください。"

#: Sources/CommandLineFace/Arguments.swift:63
msgid "--{option} needs a value."
msgstr "--{option} には値が必要です。"

#: Sources/CommandLineFace/Arguments.swift:104
msgid "--{option} needs a whole number from {low} to {high}, not \"{value}\"."
msgstr "--{option} には {low} から {high} までの整数を指定してください（「{value}」は使えません）。"

#: Sources/CommandLineFace/Arguments.swift:76
msgid "--{option} takes no value."
msgstr "--{option} には値を付けられません。"

#: Sources/Features/Migration/DirectTransfer.swift:52
msgid "A device connected. Short code: {code}. Check that the new device shows the same code; the transfer starts once it is confirmed there."
msgstr "端末が接続しました。ショートコード: {code}。新しい端末に同じコードが表示されていることを確認してください。そちらで確認されると転送が始まります。"

#: Sources/CommandLineFace/MigrateCommand.swift:146
msgid "A direct transfer needs the short code the other device shows on the next line of standard input (after the link). Nothing was changed."
msgstr "直接転送には、別の端末に表示された短いコードを標準入力の次の行（リンクの後）に渡す必要があります。何も変更されていません。"

#: Sources/Features/Errors/ErrorReport.swift:257
msgid "A file operation failed: {detail}"
msgstr "ファイル操作に失敗しました: {detail}"

#: Sources/Features/Errors/ErrorReport.swift:208
msgid "A file operation failed: {detail}. Nothing was changed."
msgstr "ファイル操作に失敗しました: {detail}。何も変更されていません。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:78
msgid "A key file beside the data (no passcode)"
msgstr "データの隣の鍵ファイル（パスコードなし）"

#: Sources/Features/Errors/ErrorReport.swift:150
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "メッセージは最大 {limit} バイトです。何も記録していません。"

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "ミュート中のプロフィールは通知を送らず、合計バッジにも含まれません。未読数は一覧に表示されます。"

#: Sources/Features/Lock/RecoveryFlow.swift:148
msgid "A new database key is made and every page is copied under it, in one step that can't half happen; it takes about as long as copying the data. The passcode and the protection level stay as they are; a recovery key made before opens nothing afterwards."
msgstr "新しいデータベース鍵を作り、すべてのページをその鍵でコピーし直します。途中で半端な状態になることはありません。データのコピーとほぼ同じ時間がかかります。パスコードと保護レベルはそのままです。以前に作った復旧キーでは、この後何も開けなくなります。"

#: Sources/Features/Lock/RecoveryFlow.swift:142
msgid "A new database key, every page re-encrypted"
msgstr "新しいデータベース鍵で全ページを暗号化し直します"

#: Sources/Features/Lock/RecoveryFlow.swift:125
msgid "A new recovery key is made and shown once; the old one then opens nothing."
msgstr "新しい復旧キーを作り、一度だけ表示します。古いキーでは何も開けなくなります。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:76
msgid "A passcode (the app lock)"
msgstr "パスコード（アプリのロック）"

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "「{name}」という名前のプロフィールはすでにあります。別の名前を選んでください。"

#: Sources/Features/Lock/RecoveryFlow.swift:108
msgid "A recovery key exists: it opens the data if the passcode is forgotten or the keyring entry is lost. Enter replaces it with a new one (the old one then opens nothing); x removes it."
msgstr "復旧キーがあります。パスコードを忘れたり、キーリングの項目が失われたりしたときにデータを開けます。Enter で新しいキーに置き換え（古いキーでは何も開けなくなります）、x で削除します。"

#: Sources/Features/Settings/SettingsText.swift:14
msgid "About"
msgstr "このアプリについて"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:46
msgid "Accept conditions"
msgstr "利用条件に同意"

#: Sources/PlainFace/PlainApp+Onboarding.swift:266
msgid "Accept conditions for the selected operators"
msgstr "選んだ運営者の利用条件に同意"

#: Sources/CommandLineFace/CommandCatalog.swift:62
msgid "Accept the conditions for these operators (enables exactly them)."
msgstr "これらの運営者の利用条件に同意します（ちょうどこれらを有効にします）。"

#: Sources/Features/Desktop/DesktopText.swift:112
msgid "Active profile"
msgstr "使用中のプロフィール"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:53
msgid "Active profile: {name}"
msgstr "使用中のプロフィール: {name}"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "プロフィールを追加"

#: Sources/CommandLineFace/CommandCatalog.swift:68
msgid "After migrating: keep this device, or delete its data."
msgstr "移行後: この端末を使い続けるか、データを削除します。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:66
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "この回数だけ続けてパスコードを誤ると（1〜{limit}）、この端末のデータがすべて消去されます。空欄：消去しない。"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:82
msgid "After this many wrong passcodes in a row (1 to {max}), all data on this device is wiped."
msgstr "この回数だけ続けてパスコードを間違えると（1〜{max}）、この端末のすべてのデータが消去されます。"

#: Sources/Features/Lock/LockSettingsText.swift:14
msgid "After {count}"
msgstr "{count} 回で"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:62
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "{count} 回続けてパスコードを誤った後"

#: Sources/Features/Lock/LockSettingsText.swift:74
msgid "After {count} wrong passcode in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgid_plural "After {count} wrong passcodes in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgstr[0] "どの入力画面でも、再起動をまたいでも、続けて {count} 回パスコードを間違えると、この端末のすべてのデータが消去されます。"

#: Sources/Features/Lock/Rekey.swift:30
msgid "All data is re-encrypted under a new key. An old copy of threshold.key, with the old passcode, opens nothing written from now on."
msgstr "すべてのデータを新しい鍵で暗号化し直しました。threshold.key の古いコピーと古いパスコードでは、これ以降に書き込まれたものは何も開けません。"

#: Sources/Features/Migration/MigrationImport.swift:55
msgid "All data is wiped after {count} wrong passcode in a row, as before."
msgid_plural "All data is wiped after {count} wrong passcodes in a row, as before."
msgstr[0] "以前と同じく、パスコードを {count} 回続けて間違えると全データが消去されます。"

#: Sources/Features/Lock/LockSettingsText.swift:99
msgid "All data will be wiped after {count} wrong passcode in a row."
msgid_plural "All data will be wiped after {count} wrong passcodes in a row."
msgstr[0] "続けて {count} 回パスコードを間違えると、すべてのデータが消去されます。"

#: Sources/Features/Migration/MigrationExportText.swift:43
msgid "All local Threshold data on this device was deleted."
msgstr "この端末にある Threshold のローカルデータはすべて削除されました。"

#: Sources/Features/Migration/MigrationText.swift:48
msgid "All local Threshold data on this device was deleted. Keep using Threshold on the new device."
msgstr "この端末の Threshold のローカルデータをすべて削除しました。新しい端末で Threshold を使い続けてください。"

#: Sources/Features/Lock/Rekey.swift:20
msgid "Also re-encrypt all data under a new key? Do this if you think the old passcode leaked: a copy of the old key file then opens nothing written from now on. It takes about as long as copying the data."
msgstr "すべてのデータを新しい鍵で暗号化し直しますか？古いパスコードが漏れたと思う場合はそうしてください。古い鍵ファイルのコピーでは、これ以降に書き込まれたものは何も開けなくなります。データのコピーとほぼ同じ時間がかかります。"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:79
msgid "Any key quit"
msgstr "任意のキー 終了"

#: Sources/TerminalFace/Lock/AppUpdate+Recovery.swift:19
msgid "App lock"
msgstr "アプリのロック"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:16
msgid "Appearance"
msgstr "外観"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:155
msgid "Archive: {path}"
msgstr "アーカイブ：{path}"

#: Sources/Features/Lock/LockText.swift:87
msgid "Attempt limit off."
msgstr "試行回数の制限をオフにしました。"

#: Sources/Features/Lock/LockSettingsText.swift:103
msgid "Attempt limit off: wrong passcodes never wipe the data."
msgstr "試行回数の制限はオフです。パスコードを間違えてもデータは消去されません。"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:127
msgid "Back"
msgstr "戻る"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "バックグラウンド接続、リアルタイム。"

#: Sources/PlainFace/PlainApp.swift:248
msgid "Bio (empty keeps the current one, - clears it): "
msgstr "自己紹介（空欄で今のまま、- で消去）: "

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "自己紹介（任意）"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "Bio (optional, at most {count} bytes): "
msgstr "自己紹介（任意、{count} バイトまで）: "

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "Bio too long"
msgstr "自己紹介が長すぎます"

#: Sources/PlainFace/PlainApp+Onboarding.swift:78
msgid "Bio: "
msgstr "自己紹介: "

#: Sources/PlainFace/PlainApp.swift:45
msgid "Bye."
msgstr "終了します。"

#: Sources/Features/Migration/MigrationText.swift:45
msgid "Cancelled; nothing was deleted."
msgstr "キャンセルしました。何も削除されていません。"

#: Sources/CommandLineFace/CommandCatalog.swift:50
msgid "Change a profile's name (--name-stdin: the new name from standard input) and/or bio (--bio-stdin: from standard input, after the name)."
msgstr "プロフィールの名前（--name-stdin: 新しい名前を標準入力から）や自己紹介（--bio-stdin: 標準入力から、名前の後）を変更します。"

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Change passcode"
msgstr "パスコードを変更"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Change the passcode?"
msgstr "パスコードを変更しますか？"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:88
msgid "Changing the app lock asks for the passcode every time."
msgstr "アプリのロックを変更するたびにパスコードを確認します。"

#: Sources/Features/Chats/ChatText.swift:5
msgid "Chat with {name}"
msgstr "{name} とのチャット"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "チャット"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "チャット（アクティブなプロフィールなし、全プロフィールの未読 {count} 件）"

#: Sources/TerminalFace/Home/ChatListScreen.swift:20
msgid "Chats of this profile appear here when messages arrive."
msgstr "メッセージが届くと、このプロフィールのチャットがここに表示されます。"

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "{name} のチャット（全プロフィールの未読 {count} 件）"

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "Chats of {name} appear here when messages arrive."
msgstr "メッセージが届くと、{name} のチャットがここに表示されます。"

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "パスワードを確認中…"

#: Sources/TerminalFace/Lock/LockScreen.swift:42
msgid "Checking…"
msgstr "確認中…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "{count} 分ごとに確認。電池にやさしい設定です。"

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "0〜{last} を選択: "

#: Sources/Features/Text/ScreenText.swift:12
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "新しいメッセージの通知方法を選んでください。あとで設定から変更できます。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:132
msgid "Choose operators (a number toggles), then accept"
msgstr "運営者を選んでから同意してください（番号で切り替え）"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:194
msgid "Choose the archive"
msgstr "アーカイブを選ぶ"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:192
msgid "Choose the archive…"
msgstr "アーカイブを選ぶ…"

#: Sources/CommandLineFace/CommandCatalog.swift:60
msgid "Clear onboarding progress."
msgstr "初期設定の進み具合を消去します。"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:13
msgid "Commands:"
msgstr "コマンド:"

#: Sources/Features/Migration/DirectTransfer.swift:84
msgid "Compare this code with the other device"
msgstr "このコードをもう一方の端末のコードと比べてください"

#: Sources/Features/Text/ScreenText.swift:29
msgid "Conditions accepted for {count} operator."
msgid_plural "Conditions accepted for {count} operators."
msgstr[0] "{count} 件の運営者の利用条件に同意しました。"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:43
msgid "Conditions loaded (version {version})."
msgstr "利用条件を読み込みました（バージョン {version}）。"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded."
msgstr "利用条件を読み込みました。"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "利用条件"

#: Sources/Features/Text/ScreenText.swift:25
msgid "Conditions of use (version {version})"
msgstr "利用条件（バージョン {version}）"

#: Sources/PlainFace/PlainApp+Onboarding.swift:119
msgid "Conditions version {version}."
msgstr "利用条件のバージョン {version}。"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:57
msgid "Configure operators"
msgstr "運営者を設定"

#: Sources/Features/Desktop/DesktopText.swift:90
msgid "Confirm password"
msgstr "パスワードの確認"

#: Sources/Features/Profiles/HideProfileText.swift:22
msgid "Confirm the password."
msgstr "パスワードをもう一度入力してください。"

#: Sources/Features/Migration/DirectTransfer.swift:57
msgid "Connected to the other device. Short code: {code}. Does the other device show the same code?"
msgstr "もう一方の端末に接続しました。ショートコード: {code}。もう一方の端末にも同じコードが表示されていますか？"

#: Sources/Features/Migration/DirectTransfer.swift:61
msgid "Connected to the other device. Short code: {code}. Type the code the other device shows:"
msgstr "もう一方の端末に接続しました。ショートコード: {code}。もう一方の端末に表示されているコードを入力してください:"

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "Connecting to the other device…"
msgstr "もう一方の端末に接続しています…"

#: Sources/Features/Migration/DirectTransfer.swift:134
msgid "Connection lost {seconds} s ago; reconnecting…"
msgstr "{seconds} 秒前に接続が切れました。再接続しています…"

#: Sources/Features/Migration/DirectTransfer.swift:137
msgid "Connection lost; reconnecting…"
msgstr "接続が切れました。再接続しています…"

#: Sources/Features/Migration/DirectTransfer.swift:140
msgid "Connection lost; resumed at {size}."
msgstr "接続が切れました。{size} から再開しました。"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:22
msgid "Continue"
msgstr "続ける"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:151
msgid "Copy link"
msgstr "リンクをコピー"

#: Sources/Features/Migration/MigrationText.swift:23
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, choose \"Migrate from another device\" (or run threshold migrate import, with --archive FILE when the archive is not at the same path) and paste this link when asked. It holds the archive's key: share it only with yourself, and keep it off command lines:"
msgstr "アーカイブを新しい端末にコピーします（どのフォルダーでも、USB メモリーでもかまいません）。新しい端末で「別の端末から移行」を選び（または threshold migrate import を実行し、アーカイブが同じパスにないときは --archive FILE を付けます）、求められたらこのリンクを貼り付けます。リンクにはアーカイブの鍵が含まれます。自分以外と共有せず、コマンドラインにも書かないでください:"

#: Sources/Features/Migration/MigrationText.swift:29
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, run threshold migrate import and paste this link when asked (keep it off the command line, where other users and shell history see it; add --archive FILE when the archive is not at the same path there), or choose \"Migrate from another device\" on the welcome screen. To send the data over this network instead, without a file: threshold migrate export --serve."
msgstr "アーカイブを新しい端末にコピーします（どのフォルダーでも、USB メモリーでもかまいません）。新しい端末で threshold migrate import を実行し、求められたらこのリンクを貼り付けます（ほかのユーザーやシェルの履歴から見えるコマンドラインには書かないでください。アーカイブが同じパスにないときは --archive FILE を付けます）。またはようこそ画面で「別の端末から移行」を選びます。ファイルを使わずにこのネットワークで送るには: threshold migrate export --serve。"

#: Sources/Features/Progress/TransferProgress.swift:73
msgid "Copying database"
msgstr "データベースをコピー中"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "名前を修正"

#: Sources/PlainFace/PlainApp.swift:262
msgid "Correct name to \"{name}\"?"
msgstr "名前を「{name}」に修正しますか？"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:48
msgid "Could not load the conditions: {reason}"
msgstr "利用条件を読み込めませんでした: {reason}"

#: Sources/CommandLineFace/CommandCatalog.swift:48
msgid "Create a profile; it becomes active."
msgstr "プロフィールを作成します。作成したプロフィールが使用中になります。"

#: Sources/CommandLineFace/CommandCatalog.swift:82
msgid "Create demo data."
msgstr "デモ用のデータを作成します。"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Create profile"
msgstr "プロフィールを作成"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "プロフィールを作成しましょう"

#: Sources/Features/Profiles/ProfilesText.swift:32
msgid "Created profile \"{name}\"; it is now active."
msgstr "プロフィール「{name}」を作成しました。現在アクティブです。"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "作成中…"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:22
msgid "Ctrl-C quit"
msgstr "Ctrl-C 終了"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:56
msgid "Current conditions: version {version}"
msgstr "現在の利用条件: バージョン {version}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:40
msgid "Data directory"
msgstr "データディレクトリ"

#: Sources/Features/Settings/SettingsText.swift:22
msgid "Data directory: {path}"
msgstr "データディレクトリ: {path}"

#: Sources/Features/Errors/ErrorReport.swift:210
msgid "Database error: {detail}."
msgstr "データベースエラー: {detail}。"

#: Sources/Features/Progress/TransferProgress.swift:76
msgid "Decrypting"
msgstr "復号中"

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "「{name}」とそのすべてのチャットをこの端末から削除しますか？"

#: Sources/CommandLineFace/CommandCatalog.swift:56
msgid "Delete a profile (and with --server-data its server queues)."
msgstr "プロフィールを削除します（--server-data を付けるとサーバー上のキューも）。"

#: Sources/Features/Migration/MigrationText.swift:41
msgid "Delete all Threshold data on this device? This can't be undone."
msgstr "この端末の Threshold のデータをすべて削除しますか？元に戻せません。"

#: Sources/Features/Migration/MigrationExportText.swift:35
msgid "Delete all local data?"
msgstr "ローカルデータをすべて削除しますか？"

#: Sources/Features/Migration/MigrationExportText.swift:41
msgid "Delete everything"
msgstr "すべて削除"

#: Sources/Features/Migration/MigrationExportText.swift:27
msgid "Delete local data"
msgstr "ローカルデータを削除"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:170
msgid "Delete local data?"
msgstr "ローカルデータを削除しますか？"

#: Sources/Features/Profiles/ProfileAction.swift:29
msgid "Delete profile"
msgstr "プロフィールを削除"

#: Sources/Features/Profiles/ProfileDeleteText.swift:12
msgid "Delete profile (local data only)"
msgstr "プロフィールを削除（ローカルデータのみ）"

#: Sources/Features/Profiles/ProfileDeleteText.swift:14
msgid "Delete profile and server connections"
msgstr "プロフィールとサーバー接続を削除"

#: Sources/Features/Profiles/ProfileDeleteText.swift:16
msgid "Delete profile?"
msgstr "プロフィールを削除しますか？"

#: Sources/Features/Migration/MigrationText.swift:39
msgid "Delete this device's data"
msgstr "この端末のデータを削除"

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "Deleted \"{name}\"."
msgstr "「{name}」を削除しました。"

#: Sources/Features/Migration/MigrationText.swift:52
msgid "Deleted all local Threshold data in {directory} (database, files and migration archives)."
msgstr "{directory} の Threshold のローカルデータをすべて削除しました（データベース、ファイル、移行アーカイブ）。"

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "削除には端末での確認が必要です。スクリプトから削除するには --yes を付けてください。"

#: Sources/CommandLineFace/OutboxCommand.swift:32
msgid "Delivered: {delivered}, failed: {failed}, waiting: {remaining}."
msgstr "配信済み: {delivered}、失敗: {failed}、待機中: {remaining}。"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:40
msgid "Device token"
msgstr "デバイストークン"

#: Sources/Features/Settings/NotificationSettingsText.swift:46
msgid "Device token: {token}; periodic checks every {count} minute; next check: {next}."
msgid_plural "Device token: {token}; periodic checks every {count} minutes; next check: {next}."
msgstr[0] "デバイストークン: {token}。定期確認は {count} 分ごと。次の確認: {next}。"

#: Sources/CommandLineFace/CommandCatalog.swift:143
msgid "Did you mean \"{word}\"?"
msgstr "「{word}」のことですか？"

#: Sources/CommandLineFace/CommandCatalog.swift:153
msgid "Did you mean --{option}?"
msgstr "--{option} のことですか？"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "表示名"

#: Sources/PlainFace/PlainApp.swift:247
msgid "Display name (empty keeps \"{name}\"): "
msgstr "表示名（空欄で「{name}」のまま）: "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "表示名（空欄で戻る）: "

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Display name of the new profile"
msgstr "新しいプロフィールの表示名"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "表示名: "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:47
msgid "Domains"
msgstr "ドメイン"

#: Sources/PlainFace/PlainApp.swift:188
msgid "Done."
msgstr "完了しました。"

#: Sources/Features/Progress/TransferProgress.swift:75
msgid "Downloading"
msgstr "ダウンロード中"

#: Sources/TerminalFace/App/AppUpdate.swift:237
msgid "Duplicate display name!"
msgstr "表示名が重複しています！"

#: Sources/Features/Progress/TransferProgress.swift:66
msgid "ETA {seconds} s"
msgstr "残り {seconds} 秒"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "プロフィールを編集"

#: Sources/PlainFace/PlainApp.swift:246
msgid "Edit profile \"{name}\""
msgstr "プロフィール「{name}」を編集"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "通知をオンにする"

#: Sources/Features/Progress/TransferProgress.swift:74
msgid "Encrypting"
msgstr "暗号化中"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:16
msgid "Enlarge the window to at least {width}x{height} to see the QR code, or press l to show the link alone for copying."
msgstr "QR コードを表示するにはウィンドウを {width}x{height} 以上に広げてください。l を押すとコピー用にリンクだけを表示します。"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:11
msgid "Enter I wrote it down  Esc cancel (nothing stored)"
msgstr "Enter 書き留めた  Esc キャンセル（何も保存しません）"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "パスコードを入力してください。"

#: Sources/Features/Profiles/HideProfileText.swift:20
msgid "Enter a password."
msgstr "パスワードを入力してください。"

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter a valid display name."
msgstr "有効な表示名を入力してください。"

#: Sources/Features/Migration/MigrationText.swift:70
msgid "Enter another link"
msgstr "別のリンクを入力"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:73
msgid "Enter changes the passcode; x turns the lock off (and removes the self-destruct passcode and the attempt limit)."
msgstr "Enter でパスコードを変更、x でロックをオフにします（自己消去パスコードと試行回数の制限も削除されます）。"

#: Sources/TerminalFace/Lock/PasscodeSheet.swift:37
msgid "Enter confirm  Esc cancel"
msgstr "Enter 確定  Esc キャンセル"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:12
msgid "Enter confirm  Esc show the key again"
msgstr "Enter 確認  Esc キーをもう一度表示"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue"
msgstr "Enter 続行"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:106
msgid "Enter continue  Esc stop the import"
msgstr "Enter 続行  Esc インポートを中止"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue  s skip"
msgstr "Enter 続行  s スキップ"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:75
msgid "Enter export  Esc back"
msgstr "Enter エクスポート  Esc 戻る"

#: Sources/Features/Migration/DirectTransfer.swift:97
msgid "Enter export to a file  s send again  Esc back"
msgstr "Enter ファイルに書き出す  s もう一度送信  Esc 戻る"

#: Sources/Features/Migration/DirectTransfer.swift:95
msgid "Enter finalize  Esc back"
msgstr "Enter 完了する  Esc 戻る"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:77
msgid "Enter finalize  l link only (to copy)  Esc back"
msgstr "Enter 完了  l リンクのみ（コピー用）  Esc 戻る"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Enter import  Esc back"
msgstr "Enter インポート  Esc 戻る"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:105
msgid "Enter import from this path  Esc back to the link"
msgstr "Enter このパスからインポート  Esc リンクに戻る"

#: Sources/Features/Lock/RecoveryFlow.swift:144
msgid "Enter makes a new database key and re-encrypts every page under it. Do this if you think the passcode or a copy of threshold.key leaked: an old copy then opens nothing written from now on."
msgstr "Enter で新しいデータベース鍵を作り、すべてのページをその鍵で暗号化し直します。パスコードや threshold.key のコピーが漏れたと思うときに使ってください。古いコピーでは、今後書き込まれるものは何も開けなくなります。"

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "表示するには上にパスワードを入力してください！"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:103
msgid "Enter replace  Esc cancel"
msgstr "Enter 置き換える  Esc キャンセル"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:74
msgid "Enter sets a passcode (typed twice). If you forget it, your data can't be opened."
msgstr "Enter でパスコードを設定します（2 回入力）。忘れるとデータを開けなくなります。"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:79
msgid "Enter sets it, with the display name of the profile it creates. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "Enter で設定します。作成するプロフィールの表示名も指定します。どのパスコード入力画面で入力しても、この端末のすべてのデータを消去し、通常のロック解除と同じようにそのプロフィールだけを開きます。"

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter the display name of the new profile."
msgstr "新しいプロフィールの表示名を入力してください。"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:78
msgid "Enter try again  Esc back"
msgstr "Enter 再試行  Esc 戻る"

#: Sources/TerminalFace/Lock/LockScreen.swift:12
msgid "Enter unlock  Tab recovery key  Ctrl-U clear  Ctrl-C quit"
msgstr "Enter ロック解除  Tab 復旧キー  Ctrl-U クリア  Ctrl-C 終了"

#: Sources/TerminalFace/Lock/LockScreen.swift:11
msgid "Enter use the recovery key  Tab back  Ctrl-C quit"
msgstr "Enter 復旧キーを使う  Tab 戻る  Ctrl-C 終了"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "名前を入力…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:86
msgid "Enter your passcode"
msgstr "パスコードを入力"

#: Sources/TerminalFace/Lock/LockPurpose.swift:34
msgid "Enter your passcode to change the app lock."
msgstr "アプリのロックを変更するにはパスコードを入力してください。"

#: Sources/TerminalFace/Lock/LockPurpose.swift:31
msgid "Enter your passcode to continue."
msgstr "続けるにはパスコードを入力してください。"

#: Sources/TerminalFace/Lock/LockPurpose.swift:27
msgid "Enter your passcode to create a profile."
msgstr "プロフィールを作成するにはパスコードを入力してください。"

#: Sources/TerminalFace/Lock/LockPurpose.swift:28
msgid "Enter your passcode to delete the profile."
msgstr "プロフィールを削除するにはパスコードを入力してください。"

#: Sources/TerminalFace/Lock/LockPurpose.swift:35
msgid "Enter your passcode to export your data."
msgstr "データをエクスポートするにはパスコードを入力してください。"

#: Sources/TerminalFace/Lock/LockPurpose.swift:29
msgid "Enter your passcode to hide the profile."
msgstr "プロフィールを非表示にするにはパスコードを入力してください。"

#: Sources/Features/Desktop/DesktopText.swift:126
msgid "Enter your passcode to open your profiles."
msgstr "プロフィールを開くにはパスコードを入力してください。"

#: Sources/TerminalFace/Lock/LockPurpose.swift:24
msgid "Enter your passcode to open {app}."
msgstr "{app} を開くにはパスコードを入力してください。"

#: Sources/TerminalFace/Lock/LockPurpose.swift:33
msgid "Enter your passcode to search and reveal profiles."
msgstr "プロフィールを検索して表示するにはパスコードを入力してください。"

#: Sources/TerminalFace/Lock/LockPurpose.swift:30
msgid "Enter your passcode to unhide the profile."
msgstr "プロフィールの非表示を解除するにはパスコードを入力してください。"

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:11
msgid "Enter/Esc close  ←→ page  PgUp PgDn scroll"
msgstr "Enter/Esc 閉じる  ←→ ページ  PgUp PgDn スクロール"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:80
msgid "Entered at any passcode prompt, it wipes ALL data and opens a new profile with this name. It must differ from the passcode."
msgstr "どのパスコード入力画面で入力しても、すべてのデータを消去し、この名前の新しいプロフィールを開きます。パスコードとは別にしてください。"

#: Sources/Features/Lock/LockSettingsText.swift:64
msgid "Entered at any passcode prompt, it wipes ALL data on this device and opens a new profile named \"{name}\", as if nothing happened. It then becomes the passcode."
msgstr "どのパスコード入力画面で入力しても、この端末のすべてのデータを消去し、何事もなかったかのように「{name}」という新しいプロフィールを開きます。その後はそれがパスコードになります。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:54
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "パスコードを求められたときに入力すると、すべてのデータを消去し、この名前の新しいプロフィールを開きます。パスコードとは別のものにしてください。"

#: Sources/Features/Lock/LockSettingsText.swift:45
msgid "Entering it will no longer wipe the data."
msgstr "入力してもデータは消去されなくなります。"

#: Sources/Features/Lock/LockText.swift:69
msgid "Entering the self-destruct passcode at the lock erases all data and starts a fresh profile with the name you give here."
msgstr "ロック画面で自己消去パスコードを入力すると、全データが消去され、ここで指定した名前の新しいプロフィールが作られます。"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:160
msgid "Error"
msgstr "エラー"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "利用条件への同意エラー"

#: Sources/PlainFace/PlainApp+Onboarding.swift:152
msgid "Error accepting conditions: {error}"
msgstr "利用条件への同意でエラーが発生しました: {error}"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:181
msgid "Error changing the app lock"
msgstr "アプリのロックの変更エラー"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:63
msgid "Error creating profile"
msgstr "プロフィールの作成エラー"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:68
msgid "Error deleting profile"
msgstr "プロフィールの削除エラー"

#: Sources/TerminalFace/MigrationExport/AppUpdate+MigrationExport.swift:171
msgid "Error finalizing migration"
msgstr "移行の完了エラー"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:69
msgid "Error reading chat"
msgstr "チャットの読み込みエラー"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:66
msgid "Error saving profile password"
msgstr "プロフィールのパスワードの保存エラー"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:67
msgid "Error showing profile"
msgstr "プロフィールの表示エラー"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:64
msgid "Error switching profile"
msgstr "プロフィールの切り替えエラー"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:65
msgid "Error updating profile"
msgstr "プロフィールの更新エラー"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "エラー: {message}"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:38
msgid "Esc back"
msgstr "Esc 戻る"

#: Sources/Features/Migration/DirectTransfer.swift:93
msgid "Esc stop listening  l link only (to copy)"
msgstr "Esc 待機を停止  l リンクのみ表示（コピー用）"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:173
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "この端末のすべてのプロフィール、チャット、鍵と、ここでエクスポートしたアーカイブが削除されます。先にもう一方の端末でアーカイブを取り込んでください。元に戻せません。"

#: Sources/Features/Migration/MigrationExportText.swift:38
msgid "Every profile, chat and setting on this device, and the migration archive, will be deleted. This can't be undone. Make sure the new device imported the link first."
msgstr "この端末のすべてのプロフィール、チャット、設定と移行アーカイブが削除されます。元に戻せません。先に新しい端末がリンクをインポートしたことを確認してください。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:139
msgid "Export"
msgstr "エクスポート"

#: Sources/CommandLineFace/CommandCatalog.swift:66
msgid "Export all data into an encrypted archive; prints the link (and its QR code on a terminal). With --serve, send it once, directly, to a device on this network."
msgstr "全データを暗号化したアーカイブに書き出し、リンク（端末では QR コードも）を表示します。--serve では、このネットワーク上の端末に一度だけ直接送ります。"

#: Sources/Features/Migration/MigrationExportText.swift:6
msgid "Export everything on this device (profiles, hidden ones included, chats and settings) into one encrypted archive. You get a link holding the archive's key: share it only with yourself."
msgstr "この端末のすべて（非表示のものを含むプロフィール、チャット、設定）を 1 つの暗号化アーカイブにエクスポートします。アーカイブの鍵を含むリンクが表示されます。自分以外とは共有しないでください。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:136
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "エクスポートすると、この端末のすべてのプロフィールとチャットを暗号化した1つのアーカイブを作ります。もう一方の端末はリンク（またはそのQRコード）で取り込みます。リンクにはアーカイブの鍵が含まれるので、ほかの人には見せないでください。"

#: Sources/Features/Migration/MigrationText.swift:19
msgid "Exported to {path} ({size})."
msgstr "{path} にエクスポートしました（{size}）。"

#: Sources/Features/Migration/MigrationText.swift:16
msgid "Exporting…"
msgstr "エクスポート中…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:76
msgid "Exporting…  Ctrl-C quit"
msgstr "エクスポート中…  Ctrl-C 終了"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:53
msgid "Exporting… The archive is written in the background; keep this window open."
msgstr "エクスポート中… アーカイブはバックグラウンドで書き込まれます。このウィンドウは開いたままにしてください。"

#: Sources/Features/Migration/MigrationExportText.swift:19
msgid "Finalize migration"
msgstr "移行を完了"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:160
msgid "Finalize the migration"
msgstr "移行を完了する"

#: Sources/PlainFace/PlainApp+Onboarding.swift:244
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "システムに従う（LANGUAGE、LC_ALL、LC_MESSAGES、LANG）"

#: Sources/Features/Settings/AppSession+Theme.swift:16
msgid "Follow the terminal"
msgstr "ターミナルに合わせる"

#: Sources/Features/Lock/RecoveryFlow.swift:84
msgid "Forgot passcode? Use the recovery key"
msgstr "パスコードを忘れた場合は復旧キーを使う"

#: Sources/CommandLineFace/ProfilesCommand.swift:41
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "自己紹介は --bio B か --bio-stdin のどちらか一方で指定してください。"

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "新しい名前は --name N か --name-stdin のどちらか一方で指定してください。"

#: Sources/Features/Migration/DirectTransfer.swift:145
msgid "Go on importing"
msgstr "取り込みを続ける"

#: Sources/Features/Migration/MigrationExportText.swift:22
msgid "Has the new device imported the link? Keep using this device: the data stays here, but using Threshold on both devices breaks message delivery. Delete local data: everything on this device is erased."
msgstr "新しい端末はリンクをインポートしましたか？ 引き続き使う: データはここに残りますが、両方の端末で Threshold を使うとメッセージが届かなくなります。ローカルデータを削除: この端末のすべてが消去されます。"

#: Sources/Features/Desktop/DesktopText.swift:116
msgid "Hidden profile"
msgstr "非表示のプロフィール"

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "非表示のプロフィール"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "非表示のプロフィールは常にミュートです。ミュートを解除するには再表示してください。"

#: Sources/Features/Desktop/DesktopText.swift:92
msgid "Hide"
msgstr "非表示にする"

#: Sources/Features/Profiles/HideProfileText.swift:5
msgid "Hide \"{name}\""
msgstr "「{name}」を非表示"

#: Sources/CommandLineFace/CommandCatalog.swift:53
msgid "Hide a profile behind a password."
msgstr "プロフィールをパスワードで非表示にします。"

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Hide profile"
msgstr "プロフィールを非表示"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "しくみ"

#: Sources/Features/Migration/DirectTransfer.swift:128
msgid "How long should this device wait for the other one?"
msgstr "この端末がもう一方の端末を待つ時間は？"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "通知のしくみ"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:200
msgid "Import"
msgstr "取り込む"

#: Sources/CommandLineFace/CommandCatalog.swift:67
msgid "Import an archive made on another device; paste the link when asked (or give it on standard input)."
msgstr "別の端末で作ったアーカイブを読み込みます。求められたらリンクを貼り付けます（または標準入力で渡します）。"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:101
msgid "Import failed: {reason}"
msgstr "インポートに失敗しました: {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:153
msgid "Import stopped. Nothing on this device changed."
msgstr "取り込みを中止しました。この端末では何も変わっていません。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:206
msgid "Import without it"
msgstr "パスコードなしで取り込む"

#: Sources/Features/Migration/MigrationText.swift:80
msgid "Import without the passcode? This device will then be unlocked."
msgstr "パスコードなしで読み込みますか？この端末はロックなしになります。"

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "パスコードなしでインポートしますか？ この端末はロックされない状態になります。後で「設定 › アプリのロック」でパスコードを設定してください。"

#: Sources/Features/Migration/MigrationText.swift:87
msgid "Imported the archive ({count} file, made by Threshold {version})."
msgid_plural "Imported the archive ({count} files, made by Threshold {version})."
msgstr[0] "アーカイブを読み込みました（{count} 個のファイル、Threshold {version} で作成）。"

#: Sources/Features/Migration/MigrationText.swift:84
msgid "Imported the archive ({count} file, made by Threshold {version}); its data was upgraded to this version."
msgid_plural "Imported the archive ({count} files, made by Threshold {version}); its data was upgraded to this version."
msgstr[0] "アーカイブを読み込みました（{count} 個のファイル、Threshold {version} で作成）。データはこのバージョン用に更新されました。"

#: Sources/Features/Migration/MigrationText.swift:64
msgid "Importing the archive…"
msgstr "アーカイブを読み込んでいます…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:143
msgid "Importing…"
msgstr "取り込み中…"

#: Sources/Features/Migration/DirectTransfer.swift:149
msgid "Importing…  Esc stop  Ctrl-C quit"
msgstr "インポート中…  Esc 中止  Ctrl-C 終了"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "即時: バックグラウンド接続を維持し、通知はリアルタイムで届きます。"

#: Sources/TerminalFace/App/AppUpdate.swift:238
msgid "Invalid display name!"
msgstr "無効な表示名です！"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "無効な表示名です。名前を「{name}」に修正しますか？"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "無効な表示名です。文字・数字・記号が少なくとも 1 つ必要です。"

#: Sources/Features/Migration/MigrationImport.swift:52
msgid "It opens with the other device's passcode, and its self-destruct passcode is set as it was."
msgstr "別の端末のパスコードで開き、その自己消去パスコードも以前のまま設定されています。"

#: Sources/Features/Migration/MigrationImport.swift:53
msgid "It opens with the other device's passcode; no self-destruct passcode is set."
msgstr "別の端末のパスコードで開きます。自己消去パスコードは設定されていません。"

#: Sources/CommandLineFace/CommandCatalog.swift:78
msgid "Keep the database key in the desktop keyring or a key file (with the passcode off)."
msgstr "データベースの鍵をデスクトップのキーリングか鍵ファイルに保管します（パスコードがオフのとき）。"

#: Sources/Features/Migration/MigrationExportText.swift:25
msgid "Keep using"
msgstr "引き続き使う"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:68
msgid "Keep using Threshold on the new device. Press any key to quit."
msgstr "新しい端末で Threshold を引き続きお使いください。任意のキーで終了します。"

#: Sources/Features/Migration/MigrationText.swift:38
msgid "Keep using this device"
msgstr "この端末を使い続ける"

#: Sources/PlainFace/PlainApp+Onboarding.swift:245
msgid "Language"
msgstr "言語"

#: Sources/PlainFace/PlainApp+Onboarding.swift:228
msgid "Language ({language})"
msgstr "言語（{language}）"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "言語: {language}（Threshold で選択済み。'threshold language system' で LANG に従う設定に戻ります）。"

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "言語: {language}（環境変数 LANGUAGE、LC_ALL、LC_MESSAGES、LANG から）。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:249
msgid "Language: {language}."
msgstr "言語: {language}。"

#: Sources/CommandLineFace/CommandCatalog.swift:118
msgid "Leave LINK off: the link holds the archive's key, and a command line can be read by other users (through /proc) and is kept in shell history. Without LINK it is asked for at a no-echo prompt on a terminal, or read from the first line of standard input (after the passcode with --passcode-stdin)."
msgstr "LINK は省いてください。リンクにはアーカイブの鍵が含まれ、コマンドラインは他のユーザーから（/proc 経由で）読まれ、シェルの履歴にも残ります。LINK を省くと、端末では入力を表示しないプロンプトで尋ね、それ以外では標準入力の 1 行目から読み取ります（--passcode-stdin ではパスコードの後）。"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:46
msgid "Legal name"
msgstr "正式名称"

#: Sources/CommandLineFace/CommandCatalog.swift:52
msgid "Let a profile notify again."
msgstr "プロフィールの通知を再開します。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:22
msgid "Light or dark, as the desktop is set."
msgstr "デスクトップの設定に合わせてライトまたはダーク。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:153
msgid "Link copied."
msgstr "リンクをコピーしました。"

#: Sources/CommandLineFace/CommandCatalog.swift:57
msgid "List the active profile's chats."
msgstr "使用中のプロフィールのチャットを一覧表示します。"

#: Sources/CommandLineFace/CommandCatalog.swift:55
msgid "List the profiles a password reveals."
msgstr "パスワードで表示されるプロフィールを一覧表示します。"

#: Sources/CommandLineFace/CommandCatalog.swift:61
msgid "List the server operators and their conditions."
msgstr "サーバー運営者と利用条件を一覧表示します。"

#: Sources/CommandLineFace/CommandCatalog.swift:80
msgid "List the server requests still owed."
msgstr "まだ送っていないサーバーへの要求を一覧表示します。"

#: Sources/CommandLineFace/CommandCatalog.swift:47
msgid "List the visible profiles (with a password, the hidden ones it opens too)."
msgstr "表示中のプロフィールを一覧表示します（パスワードを渡すと、それで開く非表示のプロフィールも）。"

#: Sources/Features/Migration/DirectTransfer.swift:113
msgid "Listen for"
msgstr "待機時間"

#: Sources/Features/Migration/DirectTransfer.swift:102
msgid "Listening on {addresses}, port {port}."
msgstr "{addresses} のポート {port} で待機しています。"

#: Sources/Features/Migration/DirectTransfer.swift:47
msgid "Listening on {addresses}, port {port}. Press Ctrl-C to stop."
msgstr "{addresses} のポート {port} で待機しています。停止するには Ctrl-C を押してください。"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:40
msgid "Loading the conditions…"
msgstr "利用条件を読み込み中…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "読み込み中…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:176
msgid "Local data deleted"
msgstr "ローカルデータを削除しました"

#: Sources/CommandLineFace/CommandCatalog.swift:54
msgid "Make a hidden profile visible again."
msgstr "非表示のプロフィールを再び表示します。"

#: Sources/Features/Lock/Recovery.swift:89
msgid "Make a new recovery key"
msgstr "新しい復旧キーを作る"

#: Sources/CommandLineFace/CommandCatalog.swift:49
msgid "Make a profile the active one."
msgstr "プロフィールを使用中にします。"

#: Sources/CommandLineFace/CommandCatalog.swift:71
msgid "Make a recovery key (shown once, stored nowhere) that opens the data if the passcode or keyring entry is lost; clear removes it."
msgstr "パスコードやキーリングの項目をなくしたときにデータを開く復旧キーを作ります（一度だけ表示し、どこにも保存しません）。clear で削除します。"

#: Sources/Features/Lock/RecoveryFlow.swift:134
msgid "Make a recovery key?"
msgstr "復旧キーを作りますか？"

#: Sources/Features/Lock/Recovery.swift:50
msgid "Make a recovery key? It opens the data if the passcode is forgotten or the keyring entry is lost. It is shown once and stored nowhere: write it down and keep it away from this device."
msgstr "復旧キーを作りますか？パスコードを忘れたり、キーリングの項目が失われたりしたときにデータを開けます。表示は一度だけで、どこにも保存されません。書き留めて、この端末とは別の場所に保管してください。"

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "{count} 件のメッセージを既読にしました。"

#: Sources/PlainFace/PlainApp.swift:97
msgid "Menu"
msgstr "メニュー"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "アプリを開いている間だけメッセージを受信します。"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:36
msgid "Migrate from another device"
msgstr "別の端末から移行"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:8
msgid "Migrate to another device"
msgstr "別の端末へ移行"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:20
msgid "Migration"
msgstr "移行"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:104
msgid "Migration complete"
msgstr "移行が完了しました"

#: Sources/Features/Migration/MigrationExportText.swift:29
msgid "Migration finalized"
msgstr "移行を完了しました"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:43
msgid "Migration link"
msgstr "移行リンク"

#: Sources/Features/Migration/MigrationText.swift:60
msgid "Migration link (empty to go back): "
msgstr "移行リンク（空欄で戻る）: "

#: Sources/Features/Migration/MigrationText.swift:26
msgid "Migration link (it holds the archive's key: share it only with yourself):"
msgstr "移行リンク（アーカイブの鍵を含みます。自分以外と共有しないでください）:"

#: Sources/Features/Migration/MigrationExportText.swift:17
msgid "Migration link (it holds the key: share it only with yourself):"
msgstr "移行リンク（鍵を含みます。自分以外とは共有しないでください）:"

#: Sources/CommandLineFace/CommandContext.swift:73
msgid "Missing argument. Usage: {usage}"
msgstr "引数が足りません。使い方: {usage}"

#: Sources/CommandLineFace/CommandContext.swift:52
msgid "Missing the command after \"{command}\". Usage: {usage}"
msgstr "「{command}」の後にコマンドがありません。使い方: {usage}"

#: Sources/CommandLineFace/CommandContext.swift:83
msgid "Missing the profile's name: give NAME, or leave it off and type it at the prompt on a terminal, or give it on a line of standard input (after the passcode, before the password). Usage: {usage}"
msgstr "プロフィール名がありません。NAME を指定するか、省いて端末のプロンプトで入力するか、標準入力の 1 行で渡してください（パスコードの後、パスワードの前）。使い方: {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:20
msgid "Mode"
msgstr "モード"

#: Sources/Features/Migration/MigrationText.swift:11
msgid "Move all your data to your new device: write an encrypted archive file, or send it directly to a device on this network. The link shown then holds the key to your data."
msgstr "すべてのデータを新しい端末に移します。暗号化したアーカイブファイルを書き出すか、このネットワーク上の端末に直接送ります。表示されるリンクにはデータの鍵が含まれます。"

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "ミュート"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Muted \"{name}\": it will not notify."
msgstr "「{name}」をミュートしました。通知されません。"

#: Sources/Features/Desktop/DesktopText.swift:114
msgid "Muted profile"
msgstr "ミュート中のプロフィール"

#: Sources/CommandLineFace/CommandCatalog.swift:123
msgid "NAME may be a hidden profile's: leave it off to keep it out of the process list and shell history. It is then asked for at a no-echo prompt on a terminal, or read from a line of standard input: after the passcode (with --passcode-stdin), before the password (with --password-stdin)."
msgstr "NAME は非表示のプロフィールの名前かもしれません。プロセス一覧やシェルの履歴に残さないよう省いてください。その場合、端末では入力を表示しないプロンプトで尋ね、それ以外では標準入力の 1 行から読み取ります（--passcode-stdin ではパスコードの後、--password-stdin ではパスワードの前）。"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Name"
msgstr "名前"

#: Sources/Features/Lock/LockText.swift:74
msgid "Name of the profile a self-destruct leaves (not shown): "
msgstr "自己消去の後に残すプロフィールの名前（表示されません）: "

#: Sources/CommandLineFace/OnboardingCommand.swift:55
msgid "Name the operators to accept. Usage: {usage}"
msgstr "同意する運営者を指定してください。使い方: {usage}"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "文字・数字・記号のいずれかが必要です。"

#: Sources/CommandLineFace/ProfilesCommand.swift:59
msgid "New bio (not shown): "
msgstr "新しい自己紹介（表示されません）: "

#: Sources/CommandLineFace/ProfilesCommand.swift:51
msgid "New name (not shown): "
msgstr "新しい名前（表示されません）: "

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:87
msgid "New passcode"
msgstr "新しいパスコード"

#: Sources/Features/Lock/LockText.swift:51
msgid "New passcode: "
msgstr "新しいパスコード: "

#: Sources/Features/Desktop/SettingsText+Desktop.swift:111
msgid "Newer"
msgstr "新しい方へ"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:42
msgid "Next check"
msgstr "次の確認"

#: Sources/Features/Migration/DirectTransfer.swift:89
msgid "No"
msgstr "いいえ"

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No chat receives on this server queue."
msgstr "このサーバーキューで受信するチャットはありません。"

#: Sources/Features/Errors/ErrorReport.swift:147
msgid "No chat with \"{name}\" in the active profile."
msgstr "アクティブなプロフィールに「{name}」とのチャットはありません。"

#: Sources/TerminalFace/Home/ChatListScreen.swift:21
msgid "No chats yet."
msgstr "まだチャットはありません。"

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "デバイストークンがありません！"

#: Sources/Features/Settings/NotificationSettingsText.swift:63
msgid "No device token! Notifications start once the device provides one; your choice is saved."
msgstr "デバイストークンがありません！デバイスがトークンを用意すると通知が始まります。選択は保存しました。"

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "一致するプロフィールはありません。"

#: Sources/TerminalFace/Home/ChatScreen.swift:21
msgid "No messages yet."
msgstr "まだメッセージはありません。"

#: Sources/Features/Migration/MigrationImport.swift:119
msgid "No migration link was given (the line was empty): paste the whole link the export showed."
msgstr "移行リンクが渡されていません（行が空でした）。書き出しで表示されたリンク全体を貼り付けてください。"

#: Sources/Features/Errors/ErrorReport.swift:158
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "ID が「{id}」の運営者はありません。'threshold operators list' を参照してください。"

#: Sources/CommandLineFace/ProfilesCommand.swift:105
msgid "No profile is left: the app starts with onboarding again."
msgstr "プロフィールがなくなりました。アプリは再び初期設定から始まります。"

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "「{name}」という名前のプロフィールはありません。"

#: Sources/CommandLineFace/ProfilesCommand.swift:117
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "プロフィールがありません。次のコマンドで作成できます: threshold profiles create NAME"

#: Sources/Features/Lock/Recovery.swift:55
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later with 'threshold lock recovery-key'."
msgstr "復旧キーは作られていません。復旧キーがないと、キーリングの項目が失われたりパスコードを忘れたりしたときにデータを読めなくなります。あとで 'threshold lock recovery-key' で作れます。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:125
msgid "No release notes in this app."
msgstr "このアプリにはリリースノートがありません。"

#: Sources/Features/Lock/RecoveryFlow.swift:109
msgid "None: a forgotten passcode or a lost keyring entry means the data can't be read. Enter makes one; it is shown once and stored nowhere."
msgstr "なし：パスコードを忘れたりキーリングの項目が失われたりすると、データを読めなくなります。Enter で作成します。表示は一度だけで、どこにも保存されません。"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:78
msgid "Not empty, no space at either end. It must differ from the self-destruct passcode."
msgstr "空にはできず、先頭と末尾に空白は使えません。自己消去パスコードとは別にしてください。"

#: Sources/Features/Desktop/DesktopText.swift:65
msgid "Not now"
msgstr "今はしない"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "この端末では何も変更していません。"

#: Sources/CommandLineFace/ProfilesCommand.swift:45
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "変更する内容がありません。--name N（または --name-stdin）と --bio B（または --bio-stdin）のどちらか、または両方を指定してください。"

#: Sources/TerminalFace/Settings/AppUpdate+Preferences.swift:55
msgid "Nothing to show."
msgstr "表示するものはありません。"

#: Sources/Features/Migration/MigrationText.swift:43
msgid "Nothing was deleted."
msgstr "何も削除されていません。"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:61
msgid "Nothing was left behind. Press Enter to try again."
msgstr "何も残っていません。Enter で再試行します。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:184
msgid "Notification mode"
msgstr "通知モード"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "通知"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Notifications ({mode})"
msgstr "通知（{mode}）"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "端末がプッシュトークンを提供すると通知が始まります。選択内容は保存されました。"

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant (waiting for a device token)."
msgstr "通知: 即時（デバイストークン待ち）。"

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant."
msgstr "通知: 即時。"

#: Sources/Features/Settings/NotificationSettingsText.swift:32
msgid "Notifications: no mode chosen yet."
msgstr "通知: まだモードを選んでいません。"

#: Sources/Features/Settings/NotificationSettingsText.swift:33
msgid "Notifications: off."
msgstr "通知: オフ。"

#: Sources/Features/Settings/NotificationSettingsText.swift:38
msgid "Notifications: periodic, every {count} minute (waiting for a device token)."
msgid_plural "Notifications: periodic, every {count} minutes (waiting for a device token)."
msgstr[0] "通知: 定期、{count} 分ごと（デバイストークン待ち）。"

#: Sources/Features/Settings/NotificationSettingsText.swift:40
msgid "Notifications: periodic, every {count} minute."
msgid_plural "Notifications: periodic, every {count} minutes."
msgstr[0] "通知: 定期、{count} 分ごと。"

#: Sources/Features/Migration/MigrationText.swift:93
msgid "Now finalize the migration on the other device: threshold migrate finalize [--delete-local]"
msgstr "続いて、別の端末で移行を完了してください: threshold migrate finalize [--delete-local]"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "OK"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "オフ: プッシュ通知はありません。メッセージはアプリを開いている間だけ受信します。"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:85
msgid "Off: wrong passcodes never wipe the data. Enter sets a limit. Wrong passcodes are counted across restarts."
msgstr "オフ: パスコードを間違えてもデータは消去されません。Enter で制限を設定します。間違えた回数は再起動後も数えられます。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:113
msgid "Older"
msgstr "古い方へ"

#: Sources/Features/Migration/MigrationExportText.swift:10
msgid "On the new device, with the archive copied to the same path: choose \"Migrate from another device\" on the welcome screen and paste the link, or run threshold migrate import and paste it when asked (never on the command line, where other users and shell history see it)."
msgstr "新しい端末で、アーカイブを同じパスにコピーしてから、ようこそ画面で「別の端末から移行」を選んでリンクを貼り付けるか、threshold migrate import を実行して求められたときに貼り付けてください（コマンドラインには書かないでください。他のユーザーやシェルの履歴から見えてしまいます）。"

#: Sources/Features/Text/ScreenText.swift:15
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "もう一方の端末で「設定」または `threshold migrate export` からエクスポートし、表示されたリンクをここに貼り付けてください。アーカイブがリンクの示す場所にない場合（別のフォルダーや USB メモリー）は、その場所を尋ねます。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:46
msgid "On: opens a new profile named {name}"
msgstr "オン：{name} という新しいプロフィールを開きます"

#: Sources/CommandLineFace/OnboardingCommand.swift:32
msgid "Onboarding is complete."
msgstr "初期設定は完了しています。"

#: Sources/CommandLineFace/OnboardingCommand.swift:31
msgid "Onboarding is needed; next step: {step}."
msgstr "初期設定が必要です。次のステップ: {step}。"

#: Sources/CommandLineFace/OnboardingCommand.swift:35
msgid "Onboarding progress cleared; steps run again for what is eligible."
msgstr "初期設定の進み具合を消去しました。該当するステップがもう一度表示されます。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:196
msgid "Open"
msgstr "開く"

#: Sources/CommandLineFace/CommandCatalog.swift:72
msgid "Open the data with the recovery key and protect it again at the level given."
msgstr "復旧キーでデータを開き、指定した方式で保護し直します。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:212
msgid "Open your chats"
msgstr "チャットを開く"

#: Sources/Features/Lock/RecoveryFlow.swift:100
msgid "Opening the data…"
msgstr "データを開いています…"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "運営者"

#: Sources/PlainFace/PlainApp+Onboarding.swift:267
msgid "Operators (a number toggles)"
msgstr "運営者（番号で切り替え）"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Operators and conditions"
msgstr "運営者と利用条件"

#: Sources/CommandLineFace/CommandCatalog.swift:113
msgid "Options for every command: --data-dir DIR, --brand FILE, --json, --passcode-stdin."
msgstr "すべてのコマンドのオプション: --data-dir DIR、--brand FILE、--json、--passcode-stdin。"

#: Sources/Features/Migration/DirectTransfer.swift:99
msgid "Or press s to send to a device on this network, without a file."
msgstr "または s を押すと、ファイルを使わずにこのネットワーク上の端末に送信します。"

#: Sources/Features/Migration/MigrationText.swift:32
msgid "Or scan it:"
msgstr "またはスキャン:"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:76
msgid "Passcode"
msgstr "パスコード"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:74
msgid "Passcode of the other device"
msgstr "もう一方の端末のパスコード"

#: Sources/Features/Lock/LockText.swift:62
msgid "Passcode removed, with the self-destruct passcode and the attempt limit."
msgstr "パスコードを削除しました。自己消去パスコードと試行回数の制限も削除されました。"

#: Sources/Features/Lock/LockText.swift:58
msgid "Passcode set. Every command now asks for it."
msgstr "パスコードを設定しました。今後はどのコマンドでも尋ねられます。"

#: Sources/Features/Lock/LockSettingsText.swift:85
msgid "Passcode set. Threshold asks for it at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "パスコードを設定しました。Threshold は起動時と、プロフィールの作成・削除・非表示・非表示解除・表示の前にパスコードを求めます。"

#: Sources/Features/Lock/LockText.swift:56
msgid "Passcode set. Threshold asks for it at start and before sensitive changes."
msgstr "パスコードを設定しました。Threshold は起動時と重要な変更の前に尋ねます。"

#: Sources/Features/Text/PromptText.swift:5
msgid "Passcode: "
msgstr "パスコード: "

#: Sources/Features/Lock/LockText.swift:35
msgid "Passcode: {passcode}; self-destruct passcode: {selfDestruct}; wipe after wrong passcodes: {limit}"
msgstr "パスコード: {passcode}、自己消去パスコード: {selfDestruct}、間違えたら消去: {limit}"

#: Sources/Features/Lock/LockText.swift:28
msgid "Passcode: {state}"
msgstr "パスコード: {state}"

#: Sources/CommandLineFace/Arguments.swift:18
msgid "Passcodes are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on the first line of standard input with --passcode-stdin."
msgstr "パスコードは引数では渡せません（コマンドラインは他のユーザーから読まれ、シェルにも残ります）。入力を表示しないプロンプトで入力するか、--passcode-stdin を付けて標準入力の 1 行目で渡してください。"

#: Sources/Features/Desktop/DesktopText.swift:88
msgid "Password"
msgstr "パスワード"

#: Sources/CommandLineFace/CommandContext.swift:114
msgid "Password (only if \"{name}\" is a hidden profile): "
msgstr "パスワード（「{name}」が非表示のプロフィールの場合のみ）: "

#: Sources/CommandLineFace/ProfilesCommand.swift:83
msgid "Password of \"{name}\": "
msgstr "「{name}」のパスワード: "

#: Sources/Features/Profiles/ProfilesText.swift:22
msgid "Password to hide \"{name}\": "
msgstr "「{name}」を非表示にするパスワード: "

#: Sources/Features/Text/PromptText.swift:7
msgid "Password: "
msgstr "パスワード: "

#: Sources/CommandLineFace/Arguments.swift:16
msgid "Passwords are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on a line of standard input with --password-stdin."
msgstr "パスワードは引数では渡せません（コマンドラインは他のユーザーから読まれ、シェルにも残ります）。入力を表示しないプロンプトで入力するか、--password-stdin を付けて標準入力の 1 行で渡してください。"

#: Sources/Features/Profiles/HideProfileText.swift:23
msgid "Passwords don't match."
msgstr "パスワードが一致しません。"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:19
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "リンクを貼り付けるか入力  Tab 移動  Enter インポート  Esc 戻る"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:190
msgid "Paste the migration link"
msgstr "移行リンクを貼り付け"

#: Sources/Features/Migration/MigrationText.swift:62
msgid "Paste the migration link: "
msgstr "移行リンクを貼り付け: "

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "Periodic interval"
msgstr "定期確認の間隔"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "定期: {count} 分ごとに新しいメッセージを確認します。電池にやさしい設定です。"

#: Sources/Features/Errors/ErrorReport.swift:255
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "アクセスが拒否されました: {detail} データディレクトリの所有者と権限を確認してください。"

#: Sources/TerminalFace/App/MenuSheet.swift:23
msgid "PgUp/PgDn"
msgstr "PgUp/PgDn"

#: Sources/CommandLineFace/CommandCatalog.swift:85
msgid "Print every row of every table as the database key reads it (the passcode holder's view)."
msgstr "データベースの鍵で読めるとおりに、全テーブルの全行を出力します（パスコードを知る人から見える内容）。"

#: Sources/CommandLineFace/CommandCatalog.swift:63
msgid "Print the conditions of use."
msgstr "利用条件を出力します。"

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "個人チャット、グループ、連絡先にはサーバー運営者はアクセスできません。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:84
msgid "Profile \"{name}\" created."
msgstr "プロフィール「{name}」を作成しました。"

#: Sources/Features/Desktop/DesktopText.swift:122
msgid "Profile actions"
msgstr "プロフィールの操作"

#: Sources/CommandLineFace/CommandContext.swift:82
msgid "Profile name (not shown): "
msgstr "プロフィール名（表示されません）: "

#: Sources/Features/Lock/LockText.swift:72
msgid "Profile name after a wipe: "
msgstr "消去後のプロフィール名: "

#: Sources/TerminalFace/App/AppUpdate.swift:211
msgid "Profile unhidden"
msgstr "プロフィールの非表示を解除しました"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:54
msgid "Profiles"
msgstr "プロフィール"

#: Sources/Features/Lock/RecoveryFlow.swift:96
msgid "Protect the data with"
msgstr "データの保護方法"

#: Sources/Features/Lock/LockSettingsText.swift:121
msgid "Protect the data with {level}?"
msgstr "データの保護方法を「{level}」にしますか？"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:72
msgid "Protection"
msgstr "保護"

#: Sources/Features/Migration/MigrationImport.swift:45
msgid "Protection: the data on this device is under a key file beside the data (no passcode)."
msgstr "保護: この端末のデータは、データの横にある鍵ファイルで保護されています（パスコードなし）。"

#: Sources/Features/Migration/MigrationImport.swift:43
msgid "Protection: the data on this device is under a passcode (the app lock)."
msgstr "保護: この端末のデータはパスコード（アプリのロック）で保護されています。"

#: Sources/Features/Migration/MigrationImport.swift:44
msgid "Protection: the data on this device is under the desktop keyring."
msgstr "保護: この端末のデータはデスクトップのキーリングで保護されています。"

#: Sources/Features/Lock/LockText.swift:27
msgid "Protection: {level}"
msgstr "保護: {level}"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "プッシュ通知"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:147
msgid "QR code of the migration link"
msgstr "移行リンクのQRコード"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "終了"

#: Sources/Features/Lock/RecoveryFlow.swift:140
msgid "Re-encrypt all data"
msgstr "すべてのデータを暗号化し直す"

#: Sources/Features/Lock/Rekey.swift:39
msgid "Re-encrypt all data under a new key"
msgstr "すべてのデータを新しい鍵で暗号化し直す"

#: Sources/CommandLineFace/CommandCatalog.swift:73
msgid "Re-encrypt all data under a new key (if the passcode or threshold.key may have leaked)."
msgstr "全データを新しい鍵で暗号化し直します（パスコードや threshold.key が漏れたおそれがあるとき）。"

#: Sources/Features/Lock/RecoveryFlow.swift:146
msgid "Re-encrypt all data under a new key?"
msgstr "すべてのデータを新しい鍵で暗号化し直しますか？"

#: Sources/Features/Lock/Rekey.swift:25
msgid "Re-encrypting: {copied} of {total} pages"
msgstr "暗号化し直しています：{total} ページ中 {copied} ページ"

#: Sources/PlainFace/PlainApp.swift:94
msgid "Read a chat"
msgstr "チャットを読む"

#: Sources/PlainFace/PlainApp.swift:114
msgid "Read which chat?"
msgstr "どのチャットを読みますか？"

#: Sources/CommandLineFace/CommandCatalog.swift:84
msgid "Receive a message as if from a contact (by --profile and --chat, or by server --queue as the messaging layer does)."
msgstr "連絡先から届いたものとしてメッセージを受信します（--profile と --chat で、またはメッセージ層と同じくサーバーの --queue で）。"

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received quietly."
msgstr "通知なしで受信しました。"

#: Sources/Features/Migration/DirectTransfer.swift:166
msgid "Received {size} directly from the other device (the connection was resumed {count} time)."
msgid_plural "Received {size} directly from the other device (the connection was resumed {count} times)."
msgstr[0] "もう一方の端末から直接 {size} を受信しました（接続を {count} 回再開しました）。"

#: Sources/Features/Migration/DirectTransfer.swift:165
msgid "Received {size} directly from the other device."
msgstr "もう一方の端末から直接 {size} を受信しました。"

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received; a notification would show."
msgstr "受信しました。通知が表示されます。"

#: Sources/Features/Migration/MigrationText.swift:55
msgid "Recorded that this device's data was migrated."
msgstr "この端末のデータが移行済みであることを記録しました。"

#: Sources/Features/Lock/RecoveryFlow.swift:103
msgid "Recovery key"
msgstr "復旧キー"

#: Sources/Features/Lock/RecoveryFlow.swift:114
msgid "Recovery key copied. Paste it where you keep it, then clear the clipboard."
msgstr "復旧キーをコピーしました。保管する場所に貼り付けてから、クリップボードを消去してください。"

#: Sources/Features/Lock/Recovery.swift:71
msgid "Recovery key made. With it, 'threshold lock recover' opens the data if the passcode or the keyring entry is lost."
msgstr "復旧キーを作りました。パスコードやキーリングの項目が失われても、これを使えば 'threshold lock recover' でデータを開けます。"

#: Sources/Features/Lock/Recovery.swift:86
msgid "Recovery key removed: it opens nothing now."
msgstr "復旧キーを削除しました。もう何も開けません。"

#: Sources/Features/Lock/Recovery.swift:67
msgid "Recovery key: "
msgstr "復旧キー："

#: Sources/Features/Migration/DirectTransfer.swift:70
msgid "Refused a connection from a device that does not have the link."
msgstr "リンクを持っていない端末からの接続を拒否しました。"

#: Sources/Features/Migration/DirectTransfer.swift:69
msgid "Refused another device: this device is already sending."
msgstr "別の端末を拒否しました。この端末はすでに送信中です。"

#: Sources/Features/Lock/LockSettingsText.swift:47
msgid "Remove"
msgstr "削除"

#: Sources/Features/Lock/LockText.swift:47
msgid "Remove self-destruct passcode"
msgstr "自己消去パスコードを削除"

#: Sources/Features/Lock/RecoveryFlow.swift:128
msgid "Remove the recovery key?"
msgstr "復旧キーを削除しますか？"

#: Sources/CommandLineFace/CommandCatalog.swift:76
msgid "Remove the self-destruct passcode."
msgstr "自己消去パスコードを削除します。"

#: Sources/Features/Lock/LockSettingsText.swift:43
msgid "Remove the self-destruct passcode?"
msgstr "自己消去パスコードを削除しますか？"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:202
msgid "Replace"
msgstr "置き換える"

#: Sources/Features/Lock/RecoveryFlow.swift:122
msgid "Replace the recovery key?"
msgstr "復旧キーを置き換えますか？"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "必須です。"

#: Sources/Features/Migration/MigrationText.swift:69
msgid "Retry"
msgstr "再試行"

#: Sources/PlainFace/PlainApp+Onboarding.swift:128
msgid "Retry loading the conditions"
msgstr "利用条件を再読み込み"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "まず利用条件をもう一度読み込んでください。"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:48
msgid "Roles"
msgstr "役割"

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Run 'threshold --help' for the list."
msgstr "一覧は 'threshold --help' で確認できます。"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:14
msgid ""
"Run 'threshold COMMAND --help' for what a command does.\n"
"Passwords are asked for without echo on a terminal, or read one per line from standard input with --password-stdin. The app-lock passcode, when set, is asked first (no echo), or read from the first line of standard input with --passcode-stdin. No secret is ever an argument (other users read command lines through /proc; shells keep them): leave LINK off 'migrate import', and NAME off a command whose profile may be hidden, to be asked at a no-echo prompt or to give it on standard input. Lines of standard input are read in this order: the passcode, the profile's name or the migration link, the new name (--name-stdin), the profile password, a new passcode. With --json the result or the error is one JSON object on stdout.\n"
"Exit codes: 0 success, 1 refused by a rule or bad data, 2 usage error.\n"
"Data directory: --data-dir, else $THRESHOLD_HOME, else $XDG_DATA_HOME/threshold, else ~/.local/share/threshold.\n"
"Language: --lang, else 'threshold language', else $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps: pseudo-locale)."
msgstr ""
"コマンドの説明は 'threshold COMMAND --help' で表示できます。\n"
"パスワードは端末では入力を表示せずに尋ね、--password-stdin を付けると標準入力から 1 行に 1 つずつ読み取ります。アプリロックのパスコードが設定されていれば最初に（表示せずに）尋ね、--passcode-stdin を付けると標準入力の 1 行目から読み取ります。秘密は決して引数にしません（他のユーザーは /proc 経由でコマンドラインを読め、シェルにも残ります）。'migrate import' の LINK や、非表示かもしれないプロフィールを指すコマンドの NAME は省き、入力を表示しないプロンプトで答えるか標準入力で渡してください。標準入力の行は次の順に読み取ります: パスコード、プロフィール名または移行リンク、新しい名前（--name-stdin）、プロフィールのパスワード、新しいパスコード。--json を付けると、結果またはエラーを stdout に 1 つの JSON オブジェクトで出力します。\n"
"終了コード: 0 成功、1 ルールによる拒否または不正なデータ、2 使い方の誤り。\n"
"データディレクトリ: --data-dir、なければ $THRESHOLD_HOME、なければ $XDG_DATA_HOME/threshold、なければ ~/.local/share/threshold。\n"
"言語: --lang、なければ 'threshold language'、なければ $LANGUAGE、$LC_ALL、$LC_MESSAGES、$LANG（--lang qps: 疑似ロケール）。"

#: Sources/CommandLineFace/MigrateCommand.swift:179
msgid "Same code on both devices?"
msgstr "両方の端末で同じコードですか？"

#: Sources/Features/Profiles/HideProfileText.swift:17
msgid "Save profile password"
msgstr "プロフィールのパスワードを保存"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:106
msgid "Saved."
msgstr "保存しました。"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:47
msgid "Saving…"
msgstr "保存中…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "検索またはパスワードを入力"

#: Sources/PlainFace/PlainApp.swift:127
msgid "Search or enter password (empty for all): "
msgstr "検索またはパスワードを入力（空欄ですべて）: "

#: Sources/CommandLineFace/DevCommand.swift:19
msgid "Seeded profiles: {profiles}, chats: {chats}, messages: {messages}."
msgstr "作成しました。プロフィール: {profiles}、チャット: {chats}、メッセージ: {messages}。"

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Select at least one operator to accept the conditions."
msgstr "利用条件に同意するには、運営者を少なくとも 1 つ選んでください。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:147
msgid "Select at least one operator."
msgstr "運営者を少なくとも 1 つ選んでください。"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:165
msgid "Select the link to copy it. Esc back"
msgstr "リンクを選択してコピー。Esc 戻る"

#: Sources/Features/Lock/LockSettingsText.swift:10
msgid "Self-destruct passcode"
msgstr "自己消去パスコード"

#: Sources/Features/Lock/LockSettingsText.swift:96
msgid "Self-destruct passcode removed."
msgstr "自己消去パスコードを削除しました。"

#: Sources/Features/Lock/LockText.swift:64
msgid "Self-destruct passcode set."
msgstr "自己消去パスコードを設定しました。"

#: Sources/Features/Lock/LockSettingsText.swift:93
msgid "Self-destruct passcode set. Entered at any passcode prompt, it wipes all data and opens a new profile named \"{name}\"."
msgstr "自己消去パスコードを設定しました。どのパスコード入力画面で入力しても、すべてのデータを消去し、「{name}」という新しいプロフィールを開きます。"

#: Sources/Features/Lock/LockText.swift:53
msgid "Self-destruct passcode: "
msgstr "自己消去パスコード: "

#: Sources/Features/Lock/LockText.swift:29
msgid "Self-destruct passcode: {state}"
msgstr "自己消去パスコード: {state}"

#: Sources/CommandLineFace/CommandCatalog.swift:81
msgid "Send the owed requests now."
msgstr "未送信の要求を今すぐ送ります。"

#: Sources/Features/Migration/DirectTransfer.swift:37
msgid "Send to a device on this network"
msgstr "このネットワーク上の端末に送信"

#: Sources/Features/Migration/DirectTransfer.swift:80
msgid "Sent {size} to the new device. This device no longer listens. Finalize the migration here once the new device shows your data (threshold migrate finalize)."
msgstr "新しい端末に {size} を送信しました。この端末はもう待機していません。新しい端末にデータが表示されたら、こちらで移行を完了してください（threshold migrate finalize）。"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Server operators"
msgstr "サーバー運営者"

#: Sources/Features/Lock/LockSettingsText.swift:25
msgid "Set a passcode first"
msgstr "先にパスコードを設定してください"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "先にパスコードを設定してください: threshold lock set。"

#: Sources/Features/Lock/LockSettingsText.swift:79
msgid "Set limit"
msgstr "制限を設定"

#: Sources/CommandLineFace/CommandCatalog.swift:70
msgid "Set or change the passcode; --rekey (asked on a terminal) also re-encrypts all data under a new key."
msgstr "パスコードを設定・変更します。--rekey（端末では確認されます）を付けると全データを新しい鍵で暗号化し直します。"

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Set passcode"
msgstr "パスコードを設定"

#: Sources/Features/Lock/LockSettingsText.swift:67
msgid "Set self-destruct passcode"
msgstr "自己消去パスコードを設定"

#: Sources/CommandLineFace/CommandCatalog.swift:75
msgid "Set the self-destruct passcode and the profile left after a wipe (without NAME: the name from standard input, after the passcode)."
msgstr "自己消去パスコードと、消去後に残すプロフィールを設定します（NAME なし: 名前は標準入力からパスコードの後に）。"

#: Sources/Features/Lock/LockSettingsText.swift:61
msgid "Set the self-destruct passcode?"
msgstr "自己消去パスコードを設定しますか？"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:77
msgid "Set: entering it opens a new profile named \"{name}\". Enter changes it; x removes it. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "設定済み: 入力すると「{name}」という新しいプロフィールが開きます。Enter で変更、x で削除します。どのパスコード入力画面で入力しても、この端末のすべてのデータを消去し、通常のロック解除と同じようにそのプロフィールだけを開きます。"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "設定"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "Settings · Notifications"
msgstr "設定 · 通知"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:11
msgid "Settings · Server operators"
msgstr "設定 · サーバー運営者"

#: Sources/CommandLineFace/CommandCatalog.swift:58
msgid "Show a chat of the active profile (its messages) and mark it read."
msgstr "使用中のプロフィールのチャット（メッセージ）を表示し、既読にします。"

#: Sources/CommandLineFace/CommandCatalog.swift:79
msgid "Show or choose the language (de, fr, es, ru, ja, ar, qps; system: from LANGUAGE/LANG)."
msgstr "言語を表示または選択します（de、fr、es、ru、ja、ar、qps。system: LANGUAGE/LANG に従う）。"

#: Sources/CommandLineFace/CommandCatalog.swift:64
msgid "Show or choose the notification mode."
msgstr "通知モードを表示または選択します。"

#: Sources/CommandLineFace/CommandCatalog.swift:69
msgid "Show the app lock's settings."
msgstr "アプリのロックの設定を表示します。"

#: Sources/CommandLineFace/CommandCatalog.swift:65
msgid "Show what's new since you last looked (--all: every version)."
msgstr "前回見てからの新機能を表示します（--all: すべてのバージョン）。"

#: Sources/CommandLineFace/CommandCatalog.swift:59
msgid "Show which onboarding steps are done and which is next."
msgstr "初期設定のどのステップが済み、次がどれかを表示します。"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:23
msgid "Skip"
msgstr "スキップ"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:68
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Space 切替  ←→ 運営者  Esc 閉じる"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:98
msgid "Starting the import…"
msgstr "インポートを開始しています…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:54
msgid "Starting…"
msgstr "開始しています…"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:124
msgid "Step {index} of {total}"
msgstr "ステップ {index}/{total}"

#: Sources/CommandLineFace/CommandCatalog.swift:51
msgid "Stop a profile's notifications."
msgstr "プロフィールの通知を止めます。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:208
msgid "Stop the import"
msgstr "取り込みを中止"

#: Sources/Features/Migration/DirectTransfer.swift:143
msgid "Stop the import? Nothing on this device changes."
msgstr "取り込みを中止しますか？この端末では何も変わりません。"

#: Sources/Features/Migration/DirectTransfer.swift:110
msgid "Stopped. No transfer was made, and this device no longer listens."
msgstr "停止しました。転送は行われず、この端末はもう待機していません。"

#: Sources/Features/Migration/DirectTransfer.swift:151
msgid "Stopping the import…"
msgstr "取り込みを中止しています…"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "このプロフィールに切り替え"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:48
msgid "Switch to {name}"
msgstr "{name} に切り替え"

#: Sources/PlainFace/PlainApp.swift:96
msgid "Switch to {name} ({count} unread)"
msgstr "{name} に切り替え（未読 {count} 件）"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:13
msgid "Tab move  Enter choose  c create  m migrate  i how it works  Ctrl-C quit"
msgstr "Tab 移動  Enter 選択  c 作成  m 移行  i しくみ  Ctrl-C 終了"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Tab next  Enter next/create"
msgstr "Tab 次へ  Enter 次へ/作成"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/create  Esc back"
msgstr "Tab 次へ  Enter 次へ/作成  Esc 戻る"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:11
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab 次へ  Enter 次へ/保存  Esc 戻る"

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Tab next  Enter save  Esc back"
msgstr "Tab 次へ  Enter 保存  Esc 戻る"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Ctrl-C quit"
msgstr "Tab 次へ  ←→ レベル  Enter 次へ/開く  Ctrl-C 終了"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Esc back"
msgstr "Tab 次へ  ←→ レベル  Enter 次へ/開く  Esc 戻る"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "連絡先に自己紹介しましょう"

#: Sources/PlainFace/PlainApp+Onboarding.swift:77
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "その自己紹介は {size}/{limit} バイトです。短くしてください。"

#: Sources/Features/Errors/ErrorReport.swift:137
msgid "That is not a recovery key: it has 40 letters and digits in 8 groups (a typo makes its check fail). Nothing was tried or changed."
msgstr "これは復旧キーではありません。復旧キーは 8 グループ、40 文字の英字と数字です（打ち間違いがあるとチェックに失敗します）。何も試さず、何も変更していません。"

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "もう一方の端末のパスコードではありません。"

#: Sources/Features/Errors/ErrorReport.swift:192
msgid "That is not the passcode of the device the archive comes from. Nothing was changed; import again with that device's app passcode."
msgstr "アーカイブを作った端末のパスコードではありません。何も変更されていません。その端末のアプリのパスコードでもう一度読み込んでください。"

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "アクティブなプロフィールは削除できません。先に別のプロフィールに切り替えてください。"

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "アクティブなプロフィールは非表示にできません。先に別のプロフィールに切り替えてください。"

#: Sources/Features/Lock/LockSettingsText.swift:89
msgid "The app lock is off. The self-destruct passcode and the attempt limit were removed too."
msgstr "アプリのロックはオフです。自己消去パスコードと試行回数の制限も削除しました。"

#: Sources/Features/Migration/MigrationImport.swift:178
msgid "The archive comes from a device locked with a passcode, and this screen can't ask for that passcode yet: import it with threshold --plain (Migrate from another device) or threshold migrate import, which ask for it."
msgstr "このアーカイブはパスコードでロックされた端末のもので、この画面ではまだそのパスコードを尋ねられません。パスコードを尋ねる threshold --plain（別の端末から移行）か threshold migrate import で読み込んでください。"

#: Sources/Features/Migration/MigrationText.swift:77
msgid "The archive comes from a device locked with a passcode. Its passcode (empty to import without it): "
msgstr "このアーカイブはパスコードでロックされた端末のものです。そのパスコード（空欄ならパスコードなしで読み込み）: "

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "このアーカイブはパスコードでロックされた端末から来ています。この端末も同じパスコードでロックするにはそのパスコードを入力し、ロックなしでインポートするには空のままにしてください。"

#: Sources/CommandLineFace/MigrateCommand.swift:148
msgid "The archive comes from a device locked with a passcode: give that passcode on the next line of standard input, or import without it with --without-lock (this device is then unlocked). Nothing was changed."
msgstr "このアーカイブはパスコードでロックされた端末のものです。そのパスコードを標準入力の次の行に渡すか、--without-lock でパスコードなしで読み込んでください（この端末はロックなしになります）。何も変更されていません。"

#: Sources/Features/Errors/ErrorReport.swift:187
msgid "The archive comes from a newer version of Threshold (schema {archive}; this version knows {supported}). Update Threshold, then import again. Nothing was changed."
msgstr "このアーカイブは新しいバージョンの Threshold のものです（スキーマ {archive}、このバージョンは {supported} まで）。Threshold を更新してから、もう一度読み込んでください。何も変更されていません。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:145
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "アーカイブの準備ができました。もう一方の端末で「別の端末から移行」を選び、コードを読み取るかリンクを貼り付けてください。"

#: Sources/Features/Lock/LockSettingsText.swift:32
msgid "The attempt limit counts wrong passcodes: set a passcode first."
msgstr "試行回数の制限は間違えたパスコードを数えます。先にパスコードを設定してください。"

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "試行回数の上限は 1〜{limit} の整数か off にしてください。"

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "自己紹介は {size} バイトです。上限は {limit} バイトです。"

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "ブランドファイルを使用できません:"

#: Sources/Features/Errors/ErrorReport.swift:204
msgid "The code you typed is not the one this device computed: the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "入力したコードは、この端末が計算したコードと違います。リンクはあなたの別の端末につながっていません（すり替えられたか、誰かが間に入っています）。何も読み込まれていません。別の端末でもう一度書き出し、新しいリンクを使ってください。"

#: Sources/Features/Migration/DirectTransfer.swift:159
msgid "The codes differ, so the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "コードが違うため、リンクはあなたの別の端末につながっていません（すり替えられたか、誰かが間に入っています）。何も読み込まれていません。別の端末でもう一度書き出し、新しいリンクを使ってください。"

#: Sources/Features/Migration/DirectTransfer.swift:76
msgid "The connection broke after {size}. Still listening, so the new device can resume."
msgstr "{size} の後で接続が切れました。新しい端末が再開できるよう、待機を続けます。"

#: Sources/Features/Errors/ErrorReport.swift:235
msgid "The data folder can't be written (read-only or no permission). Only reading works."
msgstr "データフォルダーに書き込めません（読み取り専用か権限がありません）。読み取りだけが可能です。"

#: Sources/Features/Errors/ErrorReport.swift:222
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "データは別の Threshold プロセスが使用中です。終了してからもう一度お試しください。"

#: Sources/Features/Lock/LockSettingsText.swift:132
msgid "The data is now protected by: {level}."
msgstr "データは現在「{level}」で保護されています。"

#: Sources/Features/Lock/Recovery.swift:76
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one with 'threshold lock recovery-key' if it may have been seen."
msgstr "データを再び開き、{level} レベルで保護しました。復旧キーは引き続き使えます。誰かに見られた可能性があれば 'threshold lock recovery-key' で新しく作ってください。"

#: Sources/Features/Lock/Rekey.swift:35
msgid "The data key was kept (only re-wrapped): whoever has an old copy of threshold.key and the old passcode can still read the data. Run 'threshold lock rekey' (or choose Re-encrypt all data) if the old passcode leaked."
msgstr "データの鍵はそのままです（包み直しただけ）：threshold.key の古いコピーと古いパスコードを持つ人は、まだデータを読めます。古いパスコードが漏れた場合は 'threshold lock rekey' を実行してください（または「すべてのデータを新しい鍵で暗号化し直す」を選んでください）。"

#: Sources/Features/Errors/ErrorReport.swift:227
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "データベースを開けません（{detail}）。データディレクトリが自分のもので、書き込み可能か確認してください。"

#: Sources/Features/Errors/ErrorReport.swift:224
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "データベースファイルが破損しているか、Threshold のデータベースではありません。変更はしていません。"

#: Sources/Features/Errors/ErrorReport.swift:243
msgid "The database file is empty (0 bytes): the data is lost or was replaced. It was not treated as a new install."
msgstr "データベースファイルが空です（0 バイト）。データが失われたか置き換えられました。新規インストールとしては扱っていません。"

#: Sources/Features/Errors/ErrorReport.swift:239
msgid "The database is encrypted and no key was given."
msgstr "データベースは暗号化されていますが、鍵が渡されていません。"

#: Sources/Features/Errors/ErrorReport.swift:241
msgid "The database is not encrypted yet; it must be converted first."
msgstr "データベースはまだ暗号化されていません。先に変換する必要があります。"

#: Sources/Features/Errors/ErrorReport.swift:237
msgid "The database key does not open this database. It was not changed."
msgstr "データベースの鍵ではこのデータベースを開けません。データベースは変更されていません。"

#: Sources/Features/Lock/LockText.swift:94
msgid "The database key is now kept by the desktop keyring. If that keyring entry is lost, only a recovery key opens the data."
msgstr "データベースの鍵はデスクトップのキーリングに保管されるようになりました。その項目をなくすと、復旧キーでしかデータを開けません。"

#: Sources/Features/Lock/LockText.swift:95
msgid "The database key is now kept in threshold.key beside the data. This protects copies of the database file alone, not your account."
msgstr "データベースの鍵はデータの横の threshold.key に保管されるようになりました。これで守られるのはデータベースファイル単体のコピーだけで、あなたのアカウントではありません。"

#: Sources/Features/Lock/LockSettingsText.swift:126
msgid "The database key moves into a key file beside the data: this protects copies of the database, not a copy of the whole folder."
msgstr "データベースの鍵はデータの隣の鍵ファイルに移ります。これはデータベースのコピーを守りますが、フォルダー全体のコピーは守りません。"

#: Sources/Features/Lock/LockSettingsText.swift:125
msgid "The database key moves into the desktop keyring (Secret Service): whoever copies the data folder can't read it without your login keyring."
msgstr "データベースの鍵はデスクトップのキーリング（Secret Service）に移ります。データフォルダーをコピーしても、ログインキーリングがなければ読めません。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:77
msgid "The desktop keyring"
msgstr "デスクトップのキーリング"

#: Sources/Features/Errors/ErrorReport.swift:133
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Open it with your recovery key: threshold lock recover. Nothing was changed."
msgstr "デスクトップのキーリングにこのデータの鍵がありません（項目が削除されたか、別のキーリングです）。復旧キーで開いてください：threshold lock recover。何も変更していません。"

#: Sources/Features/Lock/RecoveryFlow.swift:93
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). This data has a recovery key: type it to open the data, then choose how to protect it from now on."
msgstr "デスクトップのキーリングにこのデータの鍵がありません（項目が削除されたか、別のキーリングです）。このデータには復旧キーがあります。入力してデータを開き、今後の保護方法を選んでください。"

#: Sources/Features/Errors/ErrorReport.swift:135
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Threshold keeps no other copy and no recovery key was made: without that entry the data can't be read. Restore the keyring from a backup, or log in to the desktop session whose keyring holds it; nothing was changed."
msgstr "デスクトップのキーリングにこのデータの鍵がありません（項目が削除されたか、別のキーリングです）。Threshold はほかに写しを持たず、復旧キーも作られていません。その項目がなければデータは読めません。キーリングをバックアップから戻すか、それを持つデスクトップセッションにログインしてください。何も変更していません。"

#: Sources/Features/Migration/DirectTransfer.swift:73
msgid "The device left before confirming the short code. Still listening."
msgstr "ショートコードが確認される前に端末が切断しました。待機を続けます。"

#: Sources/Features/Errors/ErrorReport.swift:233
msgid "The disk is full. Free some space and try again; what was being saved was not saved."
msgstr "ディスクがいっぱいです。空き容量を作ってからもう一度お試しください。保存中だった内容は保存されていません。"

#: Sources/Features/Errors/ErrorReport.swift:245
msgid "The disk reported an error while reading or writing the data ({detail}). What was being saved was not saved; the data already stored was not changed."
msgstr "データの読み書き中にディスクがエラーを報告しました（{detail}）。保存中だった内容は保存されていません。すでに保存されているデータは変更されていません。"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:60
msgid "The export failed: {reason}"
msgstr "エクスポートに失敗しました: {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:20
msgid "The import was stopped before the codes were compared."
msgstr "コードを照合する前に読み込みが止められました。"

#: Sources/Features/Migration/MigrationImport.swift:222
msgid "The import was stopped before the other device's passcode was given."
msgstr "別の端末のパスコードが入力される前に読み込みが止められました。"

#: Sources/Features/Migration/DirectTransfer.swift:155
msgid "The import was stopped."
msgstr "取り込みは中止されました。"

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "鍵ファイルを書き込めませんでした（{reason}）。以前の設定がそのまま有効です。"

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "データベースの横にある鍵ファイル threshold.key を読み取れません: {reason}。何も変更・消去していません。"

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "データベースの横にある鍵ファイル threshold.key が破損しているか、新しいバージョンの Threshold のものです。何も変更・消去していません。バックアップから復元するか、Threshold を更新してください。"

#: Sources/Features/Lock/RecoveryFlow.swift:119
msgid "The key is hidden now. Type it from what you wrote down (dashes and spaces don't matter): it is stored only if it matches."
msgstr "キーは非表示になりました。書き留めたものを見て入力してください（ハイフンと空白は無視されます）。一致した場合だけ保存します。"

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "最後の表示中のプロフィールは非表示にできません。先に別のプロフィールを作成してください。"

#: Sources/Features/Errors/ErrorReport.swift:181
msgid "The migration archive can't be found or read: {detail} Nothing was changed."
msgstr "移行アーカイブが見つからないか、読めません: {detail} 何も変更されていません。"

#: Sources/Features/Errors/ErrorReport.swift:185
msgid "The migration archive is damaged or incomplete: {detail} Nothing was changed; export it again on the other device."
msgstr "移行アーカイブが壊れているか不完全です: {detail} 何も変更されていません。別の端末でもう一度書き出してください。"

#: Sources/CommandLineFace/Arguments.swift:20
msgid "The migration link holds the archive's key, so it is never an option: run 'threshold migrate import' and paste it when asked, or give it on the first line of standard input."
msgstr "移行リンクにはアーカイブの鍵が含まれるため、オプションにはできません。'threshold migrate import' を実行して尋ねられたら貼り付けるか、標準入力の 1 行目で渡してください。"

#: Sources/PlainFace/PlainApp.swift:265
msgid "The name needs at least one letter, number or symbol."
msgstr "名前には文字・数字・記号が少なくとも 1 つ必要です。"

#: Sources/Features/Migration/DirectTransfer.swift:65
msgid "The new device reconnected: sending again from {size}."
msgstr "新しい端末が再接続しました。{size} から送信を再開します。"

#: Sources/Features/Lock/Recovery.swift:82
msgid "The old recovery key opened the old key and now opens nothing. Make a new one with 'threshold lock recovery-key'."
msgstr "古い復旧キーは古い鍵を開くもので、今は何も開けません。'threshold lock recovery-key' で新しく作ってください。"

#: Sources/Features/Settings/SettingsText.swift:19
msgid "The onboarding and private profiles of a messenger without user identifiers. Everything stays on this device until you share it."
msgstr "ユーザー ID のないメッセンジャーの初期設定と非公開プロフィール。共有するまで、すべてはこの端末に留まります。"

#: Sources/Features/Migration/MigrationImport.swift:59
msgid "The other device was locked with a passcode, and you imported without it: this device is now unlocked (Threshold opens without a passcode). To set one: threshold lock set, or Settings › App lock."
msgstr "別の端末はパスコードでロックされていましたが、パスコードなしで読み込みました。この端末はロックなしです（Threshold はパスコードなしで開きます）。設定するには: threshold lock set、または 設定 › アプリのロック。"

#: Sources/Features/Errors/ErrorReport.swift:200
msgid "The other device was not trusted: {detail}"
msgstr "別の端末は信頼されませんでした: {detail}"

#: Sources/CommandLineFace/OutboxCommand.swift:18
msgid "The outbox is empty."
msgstr "送信トレイは空です。"

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "パスコードと自己消去パスコードは別にしてください。別のものを選んでください。"

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "パスコードの先頭と末尾に空白は使えません。"

#: Sources/Features/Lock/LockSettingsText.swift:17
msgid "The passcode is asked at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "パスコードは起動時と、プロフィールの作成・削除・非表示・非表示解除・表示の前に求められます。"

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "パスコードがオンなので、データはパスコードで保護されています。別のレベルを選ぶには、先にオフにしてください（threshold lock clear）。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:83
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "パスコードがオンなので、データはパスコードで保護されています。別の方式を選ぶには、先にパスコードをオフにしてください。"

#: Sources/Features/Errors/ErrorReport.swift:128
msgid "The passcode was not checked because the attempt could not be recorded ({reason}). Make the data directory writable (free some disk space), then try again."
msgstr "試行を記録できなかったため、パスコードは確認していません（{reason}）。データディレクトリを書き込み可能にして（空き容量を確保して）から、もう一度お試しください。"

#: Sources/Features/Lock/NewPasscode.swift:23
msgid "The passcodes don't match."
msgstr "パスコードが一致しません。"

#: Sources/Features/Errors/ErrorReport.swift:100
msgid "The password can't be empty."
msgstr "パスワードを空にすることはできません。"

#: Sources/Features/Errors/ErrorReport.swift:101
msgid "The password can't start or end with a space."
msgstr "パスワードの先頭と末尾に空白は使えません。"

#: Sources/TerminalFace/App/AppUpdate.swift:212
msgid "The profile is visible again (still muted). Its password no longer reveals it."
msgstr "プロフィールは再び表示されます（ミュートのまま）。パスワードで表示する必要はなくなりました。"

#: Sources/CommandLineFace/CommandContext.swift:86
msgid "The profile name read from standard input is empty. Usage: {usage}"
msgstr "標準入力から読み取ったプロフィール名が空です。使い方: {usage}"

#: Sources/Features/Lock/RecoveryFlow.swift:89
msgid "The recovery key opens the data if the passcode is forgotten or the keyring entry is lost. Then choose how to protect the data from now on."
msgstr "復旧キーは、パスコードを忘れたりキーリングの項目が失われたりしたときにデータを開きます。その後、今後の保護方法を選んでください。"

#: Sources/Features/Lock/RecoveryFlow.swift:131
msgid "The recovery key then opens nothing. Without one, a forgotten passcode or a lost keyring entry means the data can't be read."
msgstr "復旧キーでは何も開けなくなります。復旧キーがないと、パスコードを忘れたりキーリングの項目が失われたりしたときにデータを読めません。"

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "The recovery key typed back differs from the one shown. Nothing was stored; try again."
msgstr "入力された復旧キーが表示したものと違います。何も保存していません。もう一度お試しください。"

#: Sources/Features/Lock/LockSettingsText.swift:28
msgid "The self-destruct passcode works at the passcode prompt: set a passcode first."
msgstr "自己消去パスコードはパスコード入力画面で使います。先にパスコードを設定してください。"

#: Sources/Features/Lock/LockText.swift:90
msgid "The two passcodes differ; nothing was changed."
msgstr "2 つのパスコードが一致しません。何も変更されていません。"

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "入力した 2 つのパスコードが一致しません。何も変更していません。もう一度お試しください。"

#: Sources/Features/Profiles/ProfilesText.swift:25
msgid "The two passwords differ; nothing was changed."
msgstr "2 つのパスワードが一致しません。何も変更していません。"

#: Sources/Features/Settings/SettingsText.swift:12
msgid "Theme"
msgstr "テーマ"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "There is no active profile. Create one first."
msgstr "アクティブなプロフィールがありません。先に作成してください。"

#: Sources/Features/Migration/MigrationImport.swift:57
msgid "There is no attempt limit, as before."
msgstr "以前と同じく、試行回数の制限はありません。"

#: Sources/CommandLineFace/OnboardingCommand.swift:88
msgid "This app has no conditions document."
msgstr "このアプリには利用条件の文書がありません。"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:88
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "このビルドには対話型アプリがありません。コマンドは 'threshold --help' で確認してください。"

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "This data has no recovery key. Nothing was changed."
msgstr "このデータには復旧キーがありません。何も変更していません。"

#: Sources/Features/Errors/ErrorReport.swift:220
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "このデータは新しいバージョンの Threshold で書き込まれています。Threshold を更新してください。データは変更していません。"

#: Sources/Features/Errors/ErrorReport.swift:190
msgid "This device already holds Threshold data. Nothing was changed; to replace all data here with the archive, import again with --replace."
msgstr "この端末にはすでに Threshold のデータがあります。何も変更されていません。ここの全データをアーカイブで置き換えるには、--replace を付けてもう一度読み込んでください。"

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "この端末にはすでにデータがあります。インポートしたデータで置き換えますか？"

#: Sources/Features/Migration/DirectTransfer.swift:42
msgid "This device is ready to send all its data directly to your new device on this network, once, within {seconds} seconds. On the new device, run threshold migrate import (or choose \"Migrate from another device\") and paste this link when asked. It holds the key to your data: share it only with yourself."
msgstr "この端末は、このネットワーク上の新しい端末にすべてのデータを直接 1 回だけ送る準備ができています（{seconds} 秒以内）。新しい端末で threshold migrate import を実行し（または「別の端末から移行」を選び）、求められたらこのリンクを貼り付けてください。リンクにはデータの鍵が含まれています。自分以外とは共有しないでください。"

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "この非表示プロフィールの封印データは破損しており、読み取れません。"

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "This migration link can't be used: {detail} Nothing was changed."
msgstr "この移行リンクは使えません: {detail} 何も変更されていません。"

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "このパスコードは短すぎます。データフォルダーをコピーした人は、1回ごとにscryptを実行してオフラインで総当たりできます。4桁のコードはすべて数分で、6桁のコードはすべて数時間で破られます（docs/security.md）。複数の単語からなるパスフレーズのほうがはるかに安全です。"

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "このプロフィールはすでに非表示です。"

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "このプロフィールは非表示ではありません。"

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "This recovery key does not open this data. Nothing was changed."
msgstr "この復旧キーではこのデータを開けません。何も変更していません。"

#: Sources/Features/Desktop/DesktopText.swift:136
msgid "Threshold can't open its data"
msgstr "Threshold がデータを開けません"

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "Threshold はデータの準備を完了できませんでした（{reason}）。データフォルダーを書き込み可能にするか空き容量を確保してから、Threshold をもう一度起動してください。そのときに完了します。"

#: Sources/Features/Text/ScreenText.swift:7
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "Threshold にはユーザー ID がありません。プロフィールはこの端末に保存され、あなたが選んだ連絡先とだけ共有されます。サーバーは誰が誰と話しているかを知らずにメッセージを中継し、誰でもサーバーを運用できます。"

#: Sources/Features/Desktop/DesktopText.swift:134
msgid "Threshold is already open"
msgstr "Threshold はすでに開いています"

#: Sources/Features/Errors/ErrorReport.swift:166
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "Threshold はすでに {directory} で実行中です（アプリ、またはデータを置き換えるコマンド）。先に終了するか、別の --data-dir を使ってください。何も変更していません。"

#: Sources/Features/Desktop/DesktopText.swift:124
msgid "Threshold is locked"
msgstr "Threshold はロックされています"

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold はロックされています。端末のプロンプトでパスコードを入力するか、--passcode-stdin を付けて標準入力の 1 行目で渡してください。"

#: Sources/Features/Lock/LockSettingsText.swift:58
msgid "Threshold will ask for this passcode at start and before creating, deleting, hiding, unhiding or revealing profiles. If you forget it, your data can't be opened."
msgstr "Threshold は起動時と、プロフィールの作成・削除・非表示・非表示解除・表示の前にこのパスコードを求めます。忘れるとデータを開けなくなります。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:103
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "Threshold はパスコードなしで開くようになり、自己消去パスコードと試行回数の上限も一緒に削除されます。"

#: Sources/Features/Lock/LockSettingsText.swift:38
msgid "Threshold will open without a passcode. The self-destruct passcode and the attempt limit are removed too."
msgstr "Threshold はパスコードなしで開くようになります。自己消去パスコードと試行回数の制限も削除されます。"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:10
msgid "Threshold: onboarding and private chat profiles."
msgstr "Threshold: 初期設定と非公開のチャットプロフィール。"

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "非表示のプロフィールを表示するには、「チャットプロフィール」の検索欄にそのパスワードをすべて入力してください。"

#: Sources/Features/Profiles/HideProfileText.swift:8
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\". Hidden profiles are always muted."
msgstr "非表示のプロフィールを表示するには、「チャットプロフィール」の検索欄にそのパスワードをすべて入力します。非表示のプロフィールは常にミュートです。"

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "自己消去で保持するには、運営者と初期設定の選択が多すぎます。何も変更していません。"

#: Sources/CommandLineFace/ProfilesCommand.swift:127
msgid "Total unread: {count}"
msgstr "未読の合計: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:45
msgid "Trade name"
msgstr "商号"

#: Sources/Features/Lock/LockSettingsText.swift:41
msgid "Turn off"
msgstr "オフにする"

#: Sources/Features/Lock/LockText.swift:45
msgid "Turn off passcode"
msgstr "パスコードをオフにする"

#: Sources/Features/Lock/LockSettingsText.swift:35
msgid "Turn off the app lock?"
msgstr "アプリのロックをオフにしますか？"

#: Sources/Features/Lock/LockSettingsText.swift:49
msgid "Turn off the attempt limit?"
msgstr "試行回数の制限をオフにしますか？"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:41
msgid "Turn off the passcode"
msgstr "パスコードをオフにする"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Turn on the app lock?"
msgstr "アプリのロックをオンにしますか？"

#: Sources/CommandLineFace/CommandCatalog.swift:74
msgid "Turn the passcode off."
msgstr "パスコードをオフにします。"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "名前かパスワードを入力  ↑↓ 選択  Enter 操作  Esc 戻る"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "0 から {last} までの数字を入力してください。"

#: Sources/TerminalFace/Lock/LockFormState.swift:72
msgid "Type a number from 1 to {max}, or leave it empty for off."
msgstr "1〜{max} の数を入力するか、オフにするには空のままにしてください。"

#: Sources/Features/Lock/LockText.swift:81
msgid "Type a whole number from 1 to {max}, or off."
msgstr "1 から {max} までの整数か、off を入力してください。"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:88
msgid "Type it again"
msgstr "もう一度入力"

#: Sources/Features/Text/PromptText.swift:9
msgid "Type it again: "
msgstr "もう一度入力: "

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "パスコードを入力  Enter 続行  Esc インポートを中止"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "パスコードをもう一度入力してください。"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:18
msgid "Type the path  Enter import  Esc back to the link"
msgstr "パスを入力  Enter インポート  Esc リンクに戻る"

#: Sources/Features/Lock/Recovery.swift:64
msgid "Type the recovery key to confirm: "
msgstr "確認のため復旧キーを入力してください："

#: Sources/Features/Lock/RecoveryFlow.swift:70
msgid "Type the recovery key."
msgstr "復旧キーを入力してください。"

#: Sources/PlainFace/PlainApp+MigrationExport.swift:92
msgid "Type yes to delete: "
msgstr "削除するには yes と入力: "

#: Sources/TerminalFace/Lock/LockScreen.swift:22
msgid "Type your passcode"
msgstr "パスコードを入力"

#: Sources/CommandLineFace/CommandContext.swift:94
msgid "Unexpected argument \"{argument}\". Usage: {usage}"
msgstr "予期しない引数「{argument}」です。使い方: {usage}"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "予期しないエラー: {type}。"

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "再表示"

#: Sources/CommandLineFace/CommandCatalog.swift:141
msgid "Unknown command \"{command}\"."
msgstr "不明なコマンド「{command}」です。"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:131
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "不明なコマンド「{command}」です。一覧は 'threshold --help' で確認できます。"

#: Sources/CommandLineFace/OnboardingCommand.swift:109
msgid "Unknown mode \"{mode}\". Choose one of: {modes}."
msgstr "不明なモード「{mode}」です。次から選んでください: {modes}。"

#: Sources/CommandLineFace/Arguments.swift:84
msgid "Unknown option --{option}."
msgstr "不明なオプション --{option} です。"

#: Sources/Features/Desktop/DesktopText.swift:165
msgid "Unknown option {option}."
msgstr "不明なオプション {option} です。"

#: Sources/CommandLineFace/Arguments.swift:43
msgid "Unknown option {option}. Options are written with two dashes, e.g. --json."
msgstr "不明なオプション {option} です。オプションは --json のようにハイフン 2 つで書きます。"

#: Sources/CommandLineFace/CommandCatalog.swift:142
msgid "Unknown {group} command \"{command}\"."
msgstr "不明な {group} コマンド「{command}」です。"

#: Sources/Features/Desktop/DesktopText.swift:130
msgid "Unlock"
msgstr "ロック解除"

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "ロックを解除して非表示のプロフィールを探す…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "ミュート解除"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Unmuted \"{name}\"."
msgstr "「{name}」のミュートを解除しました。"

#: Sources/Features/Profiles/ProfilesText.swift:36
msgid "Updated \"{name}\"."
msgstr "「{name}」を更新しました。"

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Usage:"
msgstr "使い方:"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:11
msgid "Usage: {usage}"
msgstr "使い方: {usage}"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "チャットを使う"

#: Sources/Features/Lock/RecoveryFlow.swift:86
msgid "Use the recovery key"
msgstr "復旧キーを使う"

#: Sources/Features/Onboarding/OperatorDetails.swift:17
msgid "Use this operator"
msgstr "この運営者を使う"

#: Sources/Features/Migration/MigrationExport.swift:14
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "両方の端末で Threshold を使うとメッセージが正しく届かなくなります。新しい端末だけを使ってください。"

#: Sources/Features/Progress/TransferProgress.swift:77
msgid "Verifying"
msgstr "検証中"

#: Sources/Features/Settings/SettingsText.swift:16
msgid "Version {version}"
msgstr "バージョン {version}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:118
msgid "Version {version}: {title}"
msgstr "バージョン {version}：{title}"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "View conditions"
msgstr "利用条件を見る"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "利用条件の読み込みを待っています。"

#: Sources/Features/Migration/DirectTransfer.swift:106
msgid "Waiting for the other device…"
msgstr "もう一方の端末を待っています…"

#: Sources/Features/Migration/MigrationText.swift:73
msgid "Warning: the migration link holds the archive's key, and as an argument other users of this computer can read it while the import runs. Next time paste it at the prompt, or give it on standard input."
msgstr "警告: 移行リンクにはアーカイブの鍵が含まれ、引数に書くと読み込み中にこのコンピューターのほかのユーザーが読めます。次回はプロンプトに貼り付けるか、標準入力で渡してください。"

#: Sources/Features/Lock/LockText.swift:60
msgid "Warning: {warning}"
msgstr "警告: {warning}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "ようこそ"

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:10
msgid "What's new"
msgstr "新機能"

#: Sources/Features/Text/ScreenText.swift:19
msgid "What's new in {version}: {title}"
msgstr "バージョン {version} の新機能: {title}"

#: Sources/Features/Migration/DirectTransfer.swift:124
msgid "When sending, this device waits up to {count} minute for the other one; press t to change it."
msgid_plural "When sending, this device waits up to {count} minutes for the other one; press t to change it."
msgstr[0] "送信時、この端末はもう一方の端末を最大 {count} 分待ちます。t を押すと変更できます。"

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "この端末のどこにアーカイブがありますか？ パス（空欄で戻る）: "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "この端末のどこにアーカイブがありますか？ パス:"

#: Sources/Features/Lock/LockText.swift:42
msgid "Where the database key is kept (without a passcode)"
msgstr "データベースの鍵の保管場所（パスコードなし）"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "保存される名前: {name}"

#: Sources/Features/Lock/LockSettingsText.swift:12
msgid "Wipe after wrong passcodes"
msgstr "誤ったパスコードの後に消去"

#: Sources/Features/Lock/LockText.swift:30
msgid "Wipe after wrong passcodes: {limit}"
msgstr "間違えたら消去: {limit}"

#: Sources/Features/Lock/LockSettingsText.swift:70
msgid "Wipe after {count} wrong passcode?"
msgid_plural "Wipe after {count} wrong passcodes?"
msgstr[0] "{count} 回間違えたら消去しますか？"

#: Sources/CommandLineFace/CommandCatalog.swift:77
msgid "Wipe all data after N wrong passcodes in a row."
msgstr "パスコードを N 回続けて間違えたら全データを消去します。"

#: Sources/Features/Lock/LockText.swift:77
msgid "Wipe all data after how many wrong passcodes (1-{max}, or off)? "
msgstr "何回続けて間違えたら全データを消去しますか（1-{max}、または off）? "

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:82
msgid "Wipes all data after {count} wrong passcode in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgid_plural "Wipes all data after {count} wrong passcodes in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgstr[0] "続けて {count} 回間違えるとすべてのデータを消去します。Enter で変更、x でオフにします。間違えた回数は再起動後も数えられます。"

#: Sources/Features/Lock/LockSettingsText.swift:118
msgid "Without a passcode the database key is kept by the desktop keyring or in a key file beside the data. Enter switches between the two. A passcode (the first row) protects the data best."
msgstr "パスコードがない場合、データベースの鍵はデスクトップのキーリングか、データの隣の鍵ファイルに保管されます。Enter で切り替えます。データを最も強く守るのはパスコード（最初の行）です。"

#: Sources/TerminalFace/Home/ChatListScreen.swift:38
msgid "Working…"
msgstr "処理中…"

#: Sources/Features/Migration/DirectTransfer.swift:39
msgid "Write an archive file"
msgstr "アーカイブファイルを書き出す"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode"
msgstr "パスコードが違います"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode."
msgstr "パスコードが違います。"

#: Sources/Features/Lock/LockSettingsText.swift:109
msgid "Wrong passcode. Try again."
msgstr "パスコードが違います。もう一度お試しください。"

#: Sources/Features/Lock/LockSettingsText.swift:110
msgid "Wrong passcode. {count} attempt left before all data is wiped."
msgid_plural "Wrong passcode. {count} attempts left before all data is wiped."
msgstr[0] "パスコードが違います。あと {count} 回間違えるとすべてのデータが消去されます。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:70
msgid "Wrong passcodes before wiping"
msgstr "消去までの誤入力回数"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgid "Wrong passcodes before wiping (empty: off)"
msgstr "消去までの間違い回数（空: オフ）"

#: Sources/Features/Lock/LockSettingsText.swift:51
msgid "Wrong passcodes will never wipe the data."
msgstr "パスコードを間違えてもデータは消去されなくなります。"

#: Sources/Features/Migration/DirectTransfer.swift:91
msgid "Y same code  N different code  Esc stop the import"
msgstr "Y 同じコード  N 違うコード  Esc インポートを中止"

#: Sources/Features/Migration/DirectTransfer.swift:147
msgid "Y stop the import  N go on"
msgstr "Y 取り込みを中止  N 続ける"

#: Sources/Features/Migration/DirectTransfer.swift:88
msgid "Yes"
msgstr "はい"

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "同じ表示名（「{name}」）のチャットプロフィールがすでにあります。別の名前を選んでください。"

#: Sources/Features/Text/ScreenText.swift:22
msgid "You are up to date."
msgstr "新しいお知らせはありません。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "準備ができました。"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "Your chat profiles"
msgstr "チャットプロフィール"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "もう一方の端末のデータがここに移りました。もう一方の端末で移行を完了してください（threshold migrate finalize）。両方の端末を使うとメッセージが正しく届かなくなります。"

#: Sources/Features/Text/ScreenText.swift:10
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "プロフィールはこの端末に保存され、連絡先とだけ共有されます。"

#: Sources/Features/Lock/Recovery.swift:60
msgid "Your recovery key (shown once, stored nowhere; write it down, keep it away from this device):"
msgstr "あなたの復旧キー（表示は一度だけ、どこにも保存されません。書き留めて、この端末とは別の場所に保管してください）："

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:35
msgid "accepted {version}"
msgstr "同意済み: {version}"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:36
msgid "accepted {version}, {current} not yet"
msgstr "同意済み: {version}（{current} は未同意）"

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "アクティブ"

#: Sources/Features/Migration/MigrationImport.swift:231
msgid "cannot check the passcode ({reason})"
msgstr "パスコードを確認できません（{reason}）"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:38
msgid "conditions not accepted"
msgstr "利用条件に未同意"

#: Sources/CommandLineFace/DevCommand.swift:33
msgid "dev receive needs --profile P and --chat C. Usage: {usage}"
msgstr "dev receive には --profile P と --chat C が必要です。使い方: {usage}"

#: Sources/CommandLineFace/DevCommand.swift:25
msgid "dev receive takes either --queue Q or --profile P --chat C. Usage: {usage}"
msgstr "dev receive には --queue Q か --profile P --chat C のどちらかを指定します。使い方: {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "every {count} minute"
msgid_plural "every {count} minutes"
msgstr[0] "{count} 分ごと"

#: Sources/TerminalFace/App/AppChrome.swift:54
msgid "hidden"
msgstr "非表示"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "in use"
msgstr "使用中"

#: Sources/Features/Migration/MigrationImport.swift:154
msgid "its data breaks Threshold's rules ({problems})."
msgstr "データが Threshold の規則に反しています（{problems}）。"

#: Sources/Features/Migration/MigrationImport.swift:229
msgid "its manifest's lock record is malformed."
msgstr "マニフェストのロック情報が不正です。"

#: Sources/CommandLineFace/LockCommand.swift:66
msgid "lock level takes keyring or keyfile (the passcode level is 'threshold lock set'). Usage: {usage}"
msgstr "lock level には keyring か keyfile を指定します（passcode は 'threshold lock set'）。使い方: {usage}"

#: Sources/CommandLineFace/LockCommand.swift:155
msgid "lock recover takes the level to protect the data with: passcode, keyring or keyfile. Usage: {usage}"
msgstr "lock recover にはデータを保護する方式を指定します: passcode、keyring、keyfile。使い方: {usage}"

#: Sources/CommandLineFace/LockCommand.swift:52
msgid "lock recovery-key takes nothing, or clear. Usage: {usage}"
msgstr "lock recovery-key には何も付けないか、clear を付けます。使い方: {usage}"

#: Sources/TerminalFace/App/AppChrome.swift:53
msgid "muted"
msgstr "ミュート"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:31
msgid "no roles"
msgstr "役割なし"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "not used"
msgstr "未使用"

#: Sources/Features/Dump/DumpReport.swift:39
msgid "pages: {pages}, free pages: {free}"
msgstr "ページ: {pages}、空きページ: {free}"

#: Sources/CommandLineFace/LockCommand.swift:107
msgid "wipe-after needs a whole number from 1 to {max}, or off. Usage: {usage}"
msgstr "wipe-after には 1 から {max} までの整数か off が必要です。使い方: {usage}"

#: Sources/TerminalFace/Lock/LockScreen.swift:17
msgid "{app} is locked"
msgstr "{app} はロックされています"

#: Sources/Features/Desktop/DesktopText.swift:30
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} バイト"

#: Sources/CommandLineFace/OutboxCommand.swift:37
msgid "{count} deletion could not be delivered; it stays in the outbox and is tried again later ('threshold outbox list' shows why)."
msgid_plural "{count} deletions could not be delivered; they stay in the outbox and are tried again later ('threshold outbox list' shows why)."
msgstr[0] "{count} 件の削除を配信できませんでした。送信トレイに残り、後でもう一度試みます（理由は 'threshold outbox list' で確認できます）。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:179
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "{count} 個のファイルとフォルダーを削除しました。Threshold を閉じてかまいません。"

#: Sources/Features/Migration/DirectTransfer.swift:130
msgid "{count} minute"
msgid_plural "{count} minutes"
msgstr[0] "{count} 分"

#: Sources/Features/Desktop/NewMessageAlerts.swift:36
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "新着メッセージ {count} 件"

#: Sources/Features/Profiles/ProfileDeleteText.swift:30
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "サーバー上の削除 {count} 件を送信トレイに入れました。"

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "未読 {count} 件"

#: Sources/Features/Desktop/DesktopText.swift:119
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "未読メッセージ {count} 件"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "表示中 {count}"

#: Sources/Features/Errors/ErrorReport.swift:194
msgid "{detail} Nothing was changed."
msgstr "{detail} 何も変更されていません。"

#: Sources/Features/Errors/ErrorReport.swift:183
msgid "{detail} Nothing was changed; check the network and try again."
msgstr "{detail} 何も変更されていません。ネットワークを確認して、もう一度試してください。"

#: Sources/Features/Errors/ErrorReport.swift:198
msgid "{detail} Nothing was changed; start the import again (the other device keeps listening until its time limit)."
msgstr "{detail} 何も変更されていません。もう一度読み込みを始めてください（別の端末は制限時間まで待ち続けます）。"

#: Sources/Features/Errors/ErrorReport.swift:206
msgid "{detail} Nothing was sent."
msgstr "{detail} 何も送信されていません。"

#: Sources/CommandLineFace/OutboxCommand.swift:24
msgid "{id} delete queue {queue} on {server}, {count} failed attempt"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts"
msgstr[0] "{id} {server} のキュー {queue} を削除、失敗 {count} 回"

#: Sources/CommandLineFace/OutboxCommand.swift:21
msgid "{id} delete queue {queue} on {server}, {count} failed attempt (last: {error})"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts (last: {error})"
msgstr[0] "{id} {server} のキュー {queue} を削除、失敗 {count} 回（最後: {error}）"

#: Sources/CommandLineFace/OnboardingCommand.swift:76
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}"
msgstr "{mark} {name}（{id}）— {legalName}。役割: {roles}"

#: Sources/CommandLineFace/OnboardingCommand.swift:75
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}; accepted conditions {version}"
msgstr "{mark} {name}（{id}）— {legalName}。役割: {roles}。同意した利用条件 {version}"

#: Sources/Features/Desktop/DesktopText.swift:84
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "{name} は、検索欄にそのパスワードを入力したときだけ表示されます。非表示の間はミュートされます。"

#: Sources/Features/Desktop/DesktopText.swift:161
msgid "{option} needs a value."
msgstr "{option} には値が必要です。"

#: Sources/Features/Onboarding/WhatsNewPager.swift:26
msgid "{page} of {count}"
msgstr "{page}/{count}"

#: Sources/Features/Migration/MigrationExport.swift:47
msgid "{path} already exists; choose another name with --to FILE."
msgstr "{path} はすでにあります。--to FILE で別の名前を指定してください。"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:83
msgid "{position} of {total}"
msgstr "{position}/{total}"

#: Sources/Features/Progress/TransferProgress.swift:65
msgid "{rate}/s"
msgstr "{rate}/秒"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgid "{sender}: {message}"
msgstr "{sender}: {message}"

#: Sources/Features/Chats/ChatText.swift:12
msgid "{sender}: {text}"
msgstr "{sender}：{text}"

#: Sources/Features/Progress/TransferProgress.swift:62
msgid "{step} {done}"
msgstr "{step} {done}"

#: Sources/Features/Progress/TransferProgress.swift:60
msgid "{step}…"
msgstr "{step}…"

#: Sources/Features/Progress/TransferProgress.swift:59
msgid "{step}… ({percent}%)"
msgstr "{step}…（{percent}%）"

#: Sources/Features/Dump/DumpReport.swift:25
msgid "{table} ({count} row): {columns}"
msgid_plural "{table} ({count} rows): {columns}"
msgstr[0] "{table}（{count} 行）: {columns}"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:30
msgid "{theme} (--theme)"
msgstr "{theme}（--theme）"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:24
msgid "↑↓ PgUp PgDn scroll  Esc close"
msgstr "↑↓ PgUp PgDn スクロール  Esc 閉じる"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:30
msgid "↑↓ choose  Enter confirm  i info"
msgstr "↑↓ 選択  Enter 決定  i 情報"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "↑↓ choose  Enter open  Esc back"
msgstr "↑↓ 選択  Enter 開く  Esc 戻る"

#: Sources/TerminalFace/Home/ChatListScreen.swift:13
msgid "↑↓ choose  Enter read  p profiles  s settings  q quit"
msgstr "↑↓ 選択  Enter 読む  p プロフィール  s 設定  q 終了"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "↑↓ choose  Enter save  Esc back"
msgstr "↑↓ 選択  Enter 保存  Esc 戻る"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:13
msgid "↑↓ choose  Enter set/change  x turn off  Esc back"
msgstr "↑↓ 選択  Enter 設定/変更  x オフ  Esc 戻る"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:12
msgid "↑↓ choose  Space toggle  Enter open/accept  Esc back"
msgstr "↑↓ 選択  Space 切り替え  Enter 開く/同意  Esc 戻る"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ 移動  Space 切替  Enter 選択  v 利用条件を表示"

#: Sources/TerminalFace/Home/ChatScreen.swift:17
msgid "↑↓ scroll  Esc back"
msgstr "↑↓ スクロール  Esc 戻る"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ 有効な名前"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "off"
msgstr "オフ"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "on"
msgstr "オン"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:69
msgctxt "button"
msgid "Accept"
msgstr "同意する"

#: Sources/TerminalFace/Lock/AppUpdate+LockSettings.swift:57
msgctxt "button"
msgid "Cancel"
msgstr "キャンセル"

#: Sources/Features/Lock/LockSettingsText.swift:130
msgctxt "button"
msgid "Change"
msgstr "変更"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "閉じる"

#: Sources/Features/Lock/RecoveryFlow.swift:112
msgctxt "button"
msgid "Copy"
msgstr "コピー"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "作成"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "削除"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:49
msgctxt "button"
msgid "Export"
msgstr "エクスポート"

#: Sources/Features/Lock/RecoveryFlow.swift:116
msgctxt "button"
msgid "I wrote it down"
msgstr "書き留めた"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Import"
msgstr "インポート"

#: Sources/Features/Lock/RecoveryFlow.swift:152
msgctxt "button"
msgid "Keep the key"
msgstr "鍵をそのままにする"

#: Sources/Features/Lock/RecoveryFlow.swift:137
msgctxt "button"
msgid "Make one"
msgstr "作成する"

#: Sources/Features/Lock/RecoveryFlow.swift:136
msgctxt "button"
msgid "Not now"
msgstr "今はしない"

#: Sources/Features/Lock/RecoveryFlow.swift:98
msgctxt "button"
msgid "Open the data"
msgstr "データを開く"

#: Sources/Features/Lock/RecoveryFlow.swift:150
msgctxt "button"
msgid "Re-encrypt"
msgstr "暗号化し直す"

#: Sources/DesktopFace/Lock/DesktopApp+Recovery.swift:87
msgctxt "button"
msgid "Replace"
msgstr "置き換える"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Retry"
msgstr "再試行"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:52
msgctxt "button"
msgid "Save"
msgstr "保存"

#: Sources/Features/Settings/NotificationSettingsText.swift:9
msgctxt "device token"
msgid "no mode chosen yet"
msgstr "まだモードを選んでいません"

#: Sources/Features/Settings/NotificationSettingsText.swift:11
msgctxt "device token"
msgid "not needed"
msgstr "不要"

#: Sources/Features/Settings/NotificationSettingsText.swift:13
msgctxt "device token"
msgid "registered"
msgstr "登録済み"

#: Sources/Features/Settings/NotificationSettingsText.swift:12
msgctxt "device token"
msgid "waiting for a device token"
msgstr "デバイストークン待ち"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgctxt "message sender"
msgid "You"
msgstr "あなた"

#: Sources/Features/Migration/MigrationText.swift:14
msgctxt "migration"
msgid "Export"
msgstr "書き出し"

#: Sources/Features/Migration/MigrationText.swift:37
msgctxt "migration"
msgid "Finalize"
msgstr "完了"

#: Sources/Features/Migration/MigrationText.swift:68
msgctxt "migration"
msgid "Import"
msgstr "読み込み"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:10
msgctxt "notification mode"
msgid "Instant"
msgstr "即時"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:12
msgctxt "notification mode"
msgid "Off"
msgstr "オフ"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:11
msgctxt "notification mode"
msgid "Periodic"
msgstr "定期"

#: Sources/Features/Settings/NotificationSettingsText.swift:55
msgctxt "notification mode"
msgid "instant"
msgstr "即時"

#: Sources/Features/Settings/NotificationSettingsText.swift:54
msgctxt "notification mode"
msgid "not chosen"
msgstr "未選択"

#: Sources/Features/Settings/NotificationSettingsText.swift:57
msgctxt "notification mode"
msgid "off"
msgstr "オフ"

#: Sources/Features/Settings/NotificationSettingsText.swift:56
msgctxt "notification mode"
msgid "periodic"
msgstr "定期"

#: Sources/Features/Lock/LockSettingsText.swift:138
msgctxt "protection level"
msgid "Key file"
msgstr "鍵ファイル"

#: Sources/Features/Lock/LockSettingsText.swift:137
msgctxt "protection level"
msgid "Keyring"
msgstr "キーリング"

#: Sources/Features/Lock/LockSettingsText.swift:136
msgctxt "protection level"
msgid "Passcode"
msgstr "パスコード"

#: Sources/Features/Lock/LockText.swift:20
msgctxt "protection level"
msgid "desktop keyring"
msgstr "デスクトップのキーリング"

#: Sources/Features/Lock/LockText.swift:21
msgctxt "protection level"
msgid "key file"
msgstr "鍵ファイル"

#: Sources/Features/Lock/LockText.swift:19
msgctxt "protection level"
msgid "passcode"
msgstr "パスコード"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "Made"
msgstr "作成済み"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "None"
msgstr "なし"

#: Sources/CommandLineFace/OnboardingCommand.swift:73
msgctxt "roles"
msgid "none"
msgstr "なし"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgctxt "state"
msgid "Off"
msgstr "オフ"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:58
msgctxt "state"
msgid "On"
msgstr "オン"

#: Sources/Features/Settings/AppSession+Theme.swift:18
msgctxt "theme"
msgid "Dark"
msgstr "ダーク"

#: Sources/Features/Settings/AppSession+Theme.swift:17
msgctxt "theme"
msgid "Light"
msgstr "ライト"

msgid "This device continues the transfer that was interrupted, for {seconds} seconds: the new device reconnects by itself with the link it already has (it keeps trying for three minutes), and the transfer goes on where it stopped. If the new device gave up, run threshold migrate import there again (or choose \"Migrate from another device\") and paste this link."
msgstr "この端末は中断された転送を {seconds} 秒間続けます。新しい端末は、すでに持っているリンクで自動的に再接続し（3 分間試みます）、転送は止まったところから続きます。新しい端末があきらめた場合は、そこでもう一度 threshold migrate import を実行し（または「別の端末から移行」を選び）、このリンクを貼り付けてください。"

#: Sources/Features/Lock/Recovery.swift:60
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later in Settings › App lock."
msgstr "復旧キーは作られていません。復旧キーがないと、キーリングの項目が失われたりパスコードを忘れたりしたときにデータを読めなくなります。あとで「設定」›「アプリのロック」で作れます。"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:189
msgid "On the other device, open Settings › Migrate to another device and export or send, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), choose it with \"Choose the archive…\"."
msgstr "もう一方の端末で「設定」›「別の端末へ移行」を開いてエクスポートまたは送信し、表示されたリンクをここに貼り付けてください。アーカイブがリンクの示す場所にない場合（別のフォルダーや USB メモリー）は、「アーカイブを選ぶ…」で選んでください。"

#: Sources/Features/Lock/Recovery.swift:81
msgid "Recovery key made. With it, Threshold opens the data if the passcode or the keyring entry is lost: it asks for the key at start."
msgstr "復旧キーを作りました。パスコードやキーリングの項目が失われても、Threshold は起動時にこのキーを求め、データを開けます。"

#: Sources/Features/Migration/DirectTransfer.swift:112
msgid "Sent {size} to the new device. This device no longer listens. Once the new device shows your data, finalize the migration below."
msgstr "新しい端末に {size} を送信しました。この端末はもう待機していません。新しい端末にデータが表示されたら、下で移行を完了してください。"

#: Sources/Features/Lock/Recovery.swift:92
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one in Settings › App lock if it may have been seen."
msgstr "データを再び開き、{level} レベルで保護しました。復旧キーは引き続き使えます。誰かに見られた可能性があれば「設定」›「アプリのロック」で新しく作ってください。"

#: Sources/Features/Migration/DirectTransfer.swift:55
msgid "This device continues the transfer that was interrupted, for {count} more minute: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgid_plural "This device continues the transfer that was interrupted, for {count} more minutes: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgstr[0] "この端末は中断された転送をあと {count} 分間続けます。新しい端末は、すでに持っているリンクで自動的に再接続し、転送は止まったところから続きます。新しい端末があきらめた場合は、そこでもう一度「別の端末から移行」を選び、このリンクを貼り付けてください。"

#: Sources/Features/Migration/DirectTransfer.swift:58
msgid "This device is ready to send all its data directly to your new device on this network, once, within {count} minute. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgid_plural "This device is ready to send all its data directly to your new device on this network, once, within {count} minutes. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgstr[0] "この端末は、このネットワーク上の新しい端末にすべてのデータを直接 1 回だけ送る準備ができています（{count} 分以内）。新しい端末で「別の端末から移行」を選び、このリンクを貼り付けてください。リンクにはデータの鍵が含まれています。自分以外とは共有しないでください。"

#: Sources/Features/Migration/MigrationImportText.swift:28
msgid "Your data from the other device is here. Now finalize the migration on the other device, where it was sent from: using both devices breaks message delivery."
msgstr "もう一方の端末のデータがここに移りました。送信元のもう一方の端末で移行を完了してください。両方の端末を使うとメッセージが正しく届かなくなります。"

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "The new device received the data but did not import it (it says why). This device still listens: import again there with the same link, or stop here."
msgstr "新しい端末はデータを受け取りましたが、インポートしませんでした（理由はその端末に表示されます）。この端末は待機を続けます。同じリンクでもう一度インポートするか、ここで中止してください。"

#: Sources/Features/Migration/DirectTransfer.swift:127
msgid "Sent {size} to the new device, but it did not say whether it imported the data (it may have been stopped). This device no longer listens. Finalize here only once the new device shows your data; if it does not, export again."
msgstr "新しい端末に {size} を送信しましたが、データをインポートしたかどうかの返事がありませんでした（中止された可能性があります）。この端末はもう待機していません。新しい端末にデータが表示されてから、こちらで移行を完了してください。表示されない場合は、もう一度エクスポートしてください。"

#: Sources/Features/Errors/ErrorReport.swift:53
msgid "Threshold has no \"{code}\" language. Choose one of: {languages}; or system, to follow LANGUAGE, LC_ALL, LC_MESSAGES and LANG."
msgstr "Threshold には「{code}」という言語はありません。次から選んでください: {languages}。または system で LANGUAGE、LC_ALL、LC_MESSAGES、LANG に従います。"

#: Sources/Features/Settings/SettingsText.swift:14
msgid "{language} ({percent}% translated)"
msgstr "{language}（{percent}% 翻訳済み）"

"""#),
        ("ru.po", #"""
# Russian texts of Threshold. Edit with any gettext tool; see docs/languages.md.
# Glossary (docs/glossary.md; scripts/po-check warns where a text does not use the chosen word):
# glossary: passcode = код доступа
# glossary: password = пароль
# glossary: profile = профиль
# glossary: hidden profile = скрытый профиль
# glossary: chat = чат
# glossary: contact = контакт
# glossary: archive = архив
# glossary: file = файл
# glossary: export = экспорт
# glossary: import = импорт
# glossary: migrate = перенести / перенос
# glossary: migration = перенос
# glossary: link = ссылка
# glossary: short code = короткий код
# glossary: device = устройство
# glossary: app lock = блокировка приложения
# glossary: unlock = разблокировать
# glossary: self-destruct passcode = код самоуничтожения
# glossary: wipe after = стирать после
# glossary: attempt limit = лимит попыток
# glossary: protection level = уровень защиты
# glossary: key file = файл ключа
# glossary: keyring = связка ключей
# glossary: recovery key = ключ восстановления
# glossary: operator = оператор
# glossary: server = сервер
# glossary: conditions of use = условия использования
# glossary: notifications = уведомления
# glossary: Instant = Мгновенно
# glossary: Periodic = Периодически
# glossary: Off = Выкл.
# glossary: queue = очередь
# glossary: outbox = очередь отправки
# glossary: mute = выключить звук
# glossary: reveal = показать
# glossary: what's new = Что нового
msgid ""
msgstr ""
"Project-Id-Version: Threshold\n"
"Report-Msgid-Bugs-To: \n"
"PO-Revision-Date: 2026-12-03 09:30+0000\n"
"Last-Translator: Threshold <translations@threshold.invalid>\n"
"Language-Team: Russian\n"
"Language: ru\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

#: Sources/Features/Settings/AppSession+Language.swift:23
msgid "\"{code}\" is not a language code (e.g. de, pt_BR, or system)."
msgstr "«{code}» — не код языка (например, de, pt_BR или system)."

#: Sources/Features/Profiles/ProfileDeleteText.swift:21
msgid "\"{name}\" and its chats on this device (server data is kept) will be deleted. This can't be undone."
msgstr "Будут удалены «{name}» и его чаты на этом устройстве (данные на серверах сохранятся). Это нельзя отменить."

#: Sources/Features/Profiles/ProfileDeleteText.swift:20
msgid "\"{name}\" and its chats on this device and its connections on the servers will be deleted. This can't be undone."
msgstr "Будут удалены «{name}», его чаты на этом устройстве и подключения на серверах. Это нельзя отменить."

#: Sources/PlainFace/PlainApp.swift:206
msgid "\"{name}\" is hidden. Enter its password at \"Search or enter password\" to show it."
msgstr "Профиль «{name}» скрыт. Чтобы показать его, введите его пароль в «Поиск или пароль»."

#: Sources/CommandLineFace/ProfilesCommand.swift:80
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "Профиль «{name}» скрыт. Чтобы показать его, введите его пароль в поле поиска (или выполните 'profiles reveal')."

#: Sources/CommandLineFace/ProfilesCommand.swift:34
msgid "\"{name}\" is now the active profile."
msgstr "«{name}» теперь активный профиль."

#: Sources/Features/Profiles/ProfilesText.swift:28
msgid "\"{name}\" is visible again (still muted)."
msgstr "«{name}» снова виден (уведомления по-прежнему выключены)."

#: Sources/CommandLineFace/LockCommand.swift:164
msgid "'lock recover passcode' needs the new passcode: at the prompt, or on the line of standard input after the recovery key."
msgstr "'lock recover passcode' требует новый код доступа: в запросе или в строке стандартного ввода после ключа восстановления."

#: Sources/CommandLineFace/LockCommand.swift:158
msgid "'lock recover' needs the recovery key: type it at the prompt on a terminal, or give it on the first line of standard input with --recovery-stdin."
msgstr "'lock recover' требует ключ восстановления: введите его в запросе в терминале или передайте первой строкой стандартного ввода с --recovery-stdin."

#: Sources/CommandLineFace/LockCommand.swift:83
msgid "'lock self-destruct set' needs the name of the profile it leaves: as NAME, or on a line of standard input (after the current passcode with --passcode-stdin). Usage: {usage}"
msgstr "'lock self-destruct set' требует имя профиля, который останется: как NAME или строкой стандартного ввода (после текущего кода доступа с --passcode-stdin). Использование: {usage}"

#: Sources/CommandLineFace/MigrateCommand.swift:114
msgid "'migrate import' needs the migration link: paste it at the prompt on a terminal, or give it on the first line of standard input (after the passcode with --passcode-stdin). Usage: {usage}"
msgstr "'migrate import' требует ссылку для переноса: вставьте её в запросе в терминале или передайте первой строкой стандартного ввода (после кода доступа с --passcode-stdin). Использование: {usage}"

#: Sources/CommandLineFace/CommandCatalog.swift:154
msgid "'{command}' does not take --{option}."
msgstr "'{command}' не принимает --{option}."

#: Sources/CommandLineFace/LockCommand.swift:199
msgid "'{command}' needs a passcode: type it at the prompt on a terminal, or give it on a line of standard input with --passcode-stdin (after the current passcode when the lock is on)."
msgstr "'{command}' требует код доступа: введите его в запросе в терминале или передайте строкой стандартного ввода с --passcode-stdin (после текущего кода, если блокировка включена)."

#: Sources/CommandLineFace/CommandContext.swift:102
msgid "'{command}' needs a password: type it at the prompt on a terminal, or give it on a line of standard input with --password-stdin."
msgstr "Команде '{command}' нужен пароль: введите его в терминале по запросу или передайте строкой стандартного ввода с --password-stdin."

#: Sources/CommandLineFace/ProfilesCommand.swift:12
msgid "(without NAME, the name is read at a no-echo prompt or from standard input, before any password)"
msgstr "(без NAME имя читается из запроса без отображения ввода или со стандартного ввода, до любого пароля)"

#: Sources/CommandLineFace/ProfilesCommand.swift:123
msgid "({count} unread)"
msgstr "(непрочитанных: {count})"

#: Sources/Features/Progress/TransferProgress.swift:64
msgid "({percent}%)"
msgstr "({percent} %)"

#: Sources/Features/Migration/MigrationImport.swift:132
msgid "--archive needs a file name."
msgstr "--archive требует имя файла."

#: Sources/CommandLineFace/ProfilesCommand.swift:60
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "--bio-stdin ждёт описание строкой на стандартном вводе (после имени профиля и нового имени, если оно есть). Использование: {usage}"

#: Sources/CommandLineFace/DevCommand.swift:35
msgid "--chat needs a contact name."
msgstr "--chat ждёт имя контакта."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:81
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "Для --json нужна команда (само приложение не выводит JSON). Список команд: 'threshold --help'."

#: Sources/CommandLineFace/DevCommand.swift:16
msgid "--messages needs at least one chat (--chats M)."
msgstr "--messages требует хотя бы одного чата (--chats M)."

#: Sources/CommandLineFace/ProfilesCommand.swift:52
msgid "--name-stdin needs the new name on a line of standard input (after the profile's name). Usage: {usage}"
msgstr "--name-stdin ждёт новое имя строкой на стандартном вводе (после имени профиля). Использование: {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:110
msgid "--passcode-stdin was given, but this install has no passcode (the lock is off), so no line was read and nothing was changed. Leave out --passcode-stdin, or set a passcode first: threshold lock set."
msgstr "Указан --passcode-stdin, но у этой установки нет кода доступа (блокировка выключена), поэтому ни одна строка не прочитана и ничего не изменено. Уберите --passcode-stdin или сначала задайте код: threshold lock set."

#: Sources/CommandLineFace/MigrateCommand.swift:49
msgid "--serve sends the archive to the other device, so it takes no --to FILE."
msgstr "--serve отправляет архив на другое устройство, поэтому не принимает --to FILE."

#: Sources/TerminalFace/Runtime/AppLaunchError.swift:23
msgid "--theme must be light or dark, not \"{value}\"."
msgstr "--theme должен быть light или dark, а не «{value}»."

#: Sources/CommandLineFace/MigrateCommand.swift:34
msgid "--timeout goes with --serve."
msgstr "--timeout используется только с --serve."

#: Sources/Features/Migration/MigrationExport.swift:44
msgid "--to needs a file name."
msgstr "--to требует имя файла."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:70
msgid "--version takes no command. Run 'threshold --version' alone."
msgstr "--version не принимает команду. Запустите 'threshold --version' отдельно."

#: Sources/CommandLineFace/Arguments.swift:73
msgid "--{option} is given twice."
msgstr "--{option} указан дважды."

#: Sources/CommandLineFace/Arguments.swift:68
msgid "--{option} needs a value, not the option {value}. For a value that starts with dashes, write --{option}=VALUE."
msgstr "--{option} ждёт значение, а не опцию {value}. Значение, начинающееся с дефисов, пишите так: --{option}=VALUE."

#: Sources/CommandLineFace/Arguments.swift:63
msgid "--{option} needs a value."
msgstr "--{option} ждёт значение."

#: Sources/CommandLineFace/Arguments.swift:104
msgid "--{option} needs a whole number from {low} to {high}, not \"{value}\"."
msgstr "--{option} ждёт целое число от {low} до {high}, а не «{value}»."

#: Sources/CommandLineFace/Arguments.swift:76
msgid "--{option} takes no value."
msgstr "--{option} не принимает значения."

#: Sources/Features/Migration/DirectTransfer.swift:52
msgid "A device connected. Short code: {code}. Check that the new device shows the same code; the transfer starts once it is confirmed there."
msgstr "Устройство подключилось. Короткий код: {code}. Убедитесь, что новое устройство показывает тот же код; передача начнётся, как только его подтвердят там."

#: Sources/CommandLineFace/MigrateCommand.swift:146
msgid "A direct transfer needs the short code the other device shows on the next line of standard input (after the link). Nothing was changed."
msgstr "Для прямой передачи нужен короткий код, который показывает другое устройство, в следующей строке стандартного ввода (после ссылки). Ничего не изменено."

#: Sources/Features/Errors/ErrorReport.swift:257
msgid "A file operation failed: {detail}"
msgstr "Не удалась операция с файлом: {detail}"

#: Sources/Features/Errors/ErrorReport.swift:208
msgid "A file operation failed: {detail}. Nothing was changed."
msgstr "Не удалась операция с файлом: {detail}. Ничего не изменено."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:78
msgid "A key file beside the data (no passcode)"
msgstr "Файл ключа рядом с данными (без кода доступа)"

#: Sources/Features/Errors/ErrorReport.swift:150
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "Сообщение может занимать не больше {limit} байт. Ничего не записано."

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "Профиль без звука не присылает уведомлений и не входит в общий счётчик. Число непрочитанных по-прежнему видно в списке."

#: Sources/Features/Lock/RecoveryFlow.swift:148
msgid "A new database key is made and every page is copied under it, in one step that can't half happen; it takes about as long as copying the data. The passcode and the protection level stay as they are; a recovery key made before opens nothing afterwards."
msgstr "Создаётся новый ключ базы данных, и каждая страница копируется под ним — одним шагом, который не может выполниться наполовину; это занимает примерно столько же, сколько копирование данных. Код доступа и уровень защиты не меняются; созданный раньше ключ восстановления после этого ничего не открывает."

#: Sources/Features/Lock/RecoveryFlow.swift:142
msgid "A new database key, every page re-encrypted"
msgstr "Новый ключ базы данных, каждая страница зашифрована заново"

#: Sources/Features/Lock/RecoveryFlow.swift:125
msgid "A new recovery key is made and shown once; the old one then opens nothing."
msgstr "Создаётся новый ключ восстановления и показывается один раз; старый после этого ничего не открывает."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:76
msgid "A passcode (the app lock)"
msgstr "Код доступа (блокировка приложения)"

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "Профиль с именем «{name}» уже есть. Выберите другое имя."

#: Sources/Features/Lock/RecoveryFlow.swift:108
msgid "A recovery key exists: it opens the data if the passcode is forgotten or the keyring entry is lost. Enter replaces it with a new one (the old one then opens nothing); x removes it."
msgstr "Ключ восстановления есть: он откроет данные, если код доступа забыт или запись в связке ключей потеряна. Enter заменяет его новым (старый тогда ничего не открывает); x удаляет его."

#: Sources/Features/Settings/SettingsText.swift:14
msgid "About"
msgstr "О программе"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:46
msgid "Accept conditions"
msgstr "Принять условия"

#: Sources/PlainFace/PlainApp+Onboarding.swift:266
msgid "Accept conditions for the selected operators"
msgstr "Принять условия выбранных операторов"

#: Sources/CommandLineFace/CommandCatalog.swift:62
msgid "Accept the conditions for these operators (enables exactly them)."
msgstr "Принять условия этих операторов (включает ровно их)."

#: Sources/Features/Desktop/DesktopText.swift:112
msgid "Active profile"
msgstr "Активный профиль"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:53
msgid "Active profile: {name}"
msgstr "Активный профиль: {name}"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "Добавить профиль"

#: Sources/CommandLineFace/CommandCatalog.swift:68
msgid "After migrating: keep this device, or delete its data."
msgstr "После переноса: оставить это устройство или удалить его данные."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:66
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "После стольких неверных кодов подряд (от 1 до {limit}) все данные на этом устройстве будут стёрты. Пусто — никогда."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:82
msgid "After this many wrong passcodes in a row (1 to {max}), all data on this device is wiped."
msgstr "После стольких неверных кодов доступа подряд (от 1 до {max}) все данные на этом устройстве будут стёрты."

#: Sources/Features/Lock/LockSettingsText.swift:14
msgid "After {count}"
msgstr "После {count}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:62
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "После {count} неверного кода подряд"
msgstr[1] "После {count} неверных кодов подряд"
msgstr[2] "После {count} неверных кодов подряд"

#: Sources/Features/Lock/LockSettingsText.swift:74
msgid "After {count} wrong passcode in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgid_plural "After {count} wrong passcodes in a row, at any prompt and across restarts, ALL data on this device is wiped."
msgstr[0] "После {count} неверного кода доступа подряд — при любом запросе и даже после перезапуска — ВСЕ данные на этом устройстве будут стёрты."
msgstr[1] "После {count} неверных кодов доступа подряд — при любом запросе и даже после перезапуска — ВСЕ данные на этом устройстве будут стёрты."
msgstr[2] "После {count} неверных кодов доступа подряд — при любом запросе и даже после перезапуска — ВСЕ данные на этом устройстве будут стёрты."

#: Sources/Features/Lock/Rekey.swift:30
msgid "All data is re-encrypted under a new key. An old copy of threshold.key, with the old passcode, opens nothing written from now on."
msgstr "Все данные заново зашифрованы новым ключом. Старая копия threshold.key со старым кодом доступа не откроет ничего из записанного с этого момента."

#: Sources/Features/Migration/MigrationImport.swift:55
msgid "All data is wiped after {count} wrong passcode in a row, as before."
msgid_plural "All data is wiped after {count} wrong passcodes in a row, as before."
msgstr[0] "Как и раньше, все данные стираются после {count} неверного кода доступа подряд."
msgstr[1] "Как и раньше, все данные стираются после {count} неверных кодов доступа подряд."
msgstr[2] "Как и раньше, все данные стираются после {count} неверных кодов доступа подряд."

#: Sources/Features/Lock/LockSettingsText.swift:99
msgid "All data will be wiped after {count} wrong passcode in a row."
msgid_plural "All data will be wiped after {count} wrong passcodes in a row."
msgstr[0] "Все данные будут стёрты после {count} неверного кода доступа подряд."
msgstr[1] "Все данные будут стёрты после {count} неверных кодов доступа подряд."
msgstr[2] "Все данные будут стёрты после {count} неверных кодов доступа подряд."

#: Sources/Features/Migration/MigrationExportText.swift:43
msgid "All local Threshold data on this device was deleted."
msgstr "Все локальные данные Threshold на этом устройстве удалены."

#: Sources/Features/Migration/MigrationText.swift:48
msgid "All local Threshold data on this device was deleted. Keep using Threshold on the new device."
msgstr "Все локальные данные Threshold на этом устройстве удалены. Продолжайте пользоваться Threshold на новом устройстве."

#: Sources/Features/Lock/Rekey.swift:20
msgid "Also re-encrypt all data under a new key? Do this if you think the old passcode leaked: a copy of the old key file then opens nothing written from now on. It takes about as long as copying the data."
msgstr "Заодно зашифровать все данные заново новым ключом? Сделайте это, если считаете, что старый код доступа стал известен: копия старого файла ключа тогда не откроет ничего из записанного с этого момента. Это занимает примерно столько же, сколько копирование данных."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:79
msgid "Any key quit"
msgstr "Любая клавиша выход"

#: Sources/TerminalFace/Lock/AppUpdate+Recovery.swift:19
msgid "App lock"
msgstr "Блокировка приложения"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:16
msgid "Appearance"
msgstr "Оформление"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:155
msgid "Archive: {path}"
msgstr "Архив: {path}"

#: Sources/Features/Lock/LockText.swift:87
msgid "Attempt limit off."
msgstr "Ограничение попыток выключено."

#: Sources/Features/Lock/LockSettingsText.swift:103
msgid "Attempt limit off: wrong passcodes never wipe the data."
msgstr "Лимит попыток выключен: неверные коды доступа никогда не стирают данные."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:127
msgid "Back"
msgstr "Назад"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "Фоновое соединение, в реальном времени."

#: Sources/PlainFace/PlainApp.swift:248
msgid "Bio (empty keeps the current one, - clears it): "
msgstr "О себе (пусто — оставить как есть, - — очистить): "

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "О себе (необязательно)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "Bio (optional, at most {count} bytes): "
msgstr "О себе (необязательно, не больше {count} байт): "

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "Bio too long"
msgstr "Слишком длинное описание"

#: Sources/PlainFace/PlainApp+Onboarding.swift:78
msgid "Bio: "
msgstr "О себе: "

#: Sources/PlainFace/PlainApp.swift:45
msgid "Bye."
msgstr "До свидания."

#: Sources/Features/Migration/MigrationText.swift:45
msgid "Cancelled; nothing was deleted."
msgstr "Отменено; ничего не удалено."

#: Sources/CommandLineFace/CommandCatalog.swift:50
msgid "Change a profile's name (--name-stdin: the new name from standard input) and/or bio (--bio-stdin: from standard input, after the name)."
msgstr "Изменить имя профиля (--name-stdin: новое имя со стандартного ввода) и/или описание (--bio-stdin: со стандартного ввода, после имени)."

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Change passcode"
msgstr "Изменить код доступа"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Change the passcode?"
msgstr "Сменить код доступа?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:88
msgid "Changing the app lock asks for the passcode every time."
msgstr "Для изменения блокировки приложения код доступа запрашивается каждый раз."

#: Sources/Features/Chats/ChatText.swift:5
msgid "Chat with {name}"
msgstr "Чат с {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "Чаты"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "Чаты: нет активного профиля (непрочитанных во всех профилях: {count})"

#: Sources/TerminalFace/Home/ChatListScreen.swift:20
msgid "Chats of this profile appear here when messages arrive."
msgstr "Чаты этого профиля появятся здесь, когда придут сообщения."

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "Чаты профиля {name} (непрочитанных во всех профилях: {count})"

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "Chats of {name} appear here when messages arrive."
msgstr "Чаты профиля {name} появятся здесь, когда придут сообщения."

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "Проверка пароля…"

#: Sources/TerminalFace/Lock/LockScreen.swift:42
msgid "Checking…"
msgstr "Проверка…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "Проверяет раз в {count} минуту, бережёт батарею."
msgstr[1] "Проверяет раз в {count} минуты, бережёт батарею."
msgstr[2] "Проверяет раз в {count} минут, бережёт батарею."

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "Выберите 0–{last}: "

#: Sources/Features/Text/ScreenText.swift:12
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "Выберите, как приложение будет сообщать о новых сообщениях. Это можно изменить позже в настройках."

#: Sources/PlainFace/PlainApp+Onboarding.swift:132
msgid "Choose operators (a number toggles), then accept"
msgstr "Выберите операторов (номер переключает), затем примите"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:194
msgid "Choose the archive"
msgstr "Выбор архива"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:192
msgid "Choose the archive…"
msgstr "Выбрать архив…"

#: Sources/CommandLineFace/CommandCatalog.swift:60
msgid "Clear onboarding progress."
msgstr "Сбросить прогресс первоначальной настройки."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:13
msgid "Commands:"
msgstr "Команды:"

#: Sources/Features/Migration/DirectTransfer.swift:84
msgid "Compare this code with the other device"
msgstr "Сравните этот код с кодом на другом устройстве"

#: Sources/Features/Text/ScreenText.swift:29
msgid "Conditions accepted for {count} operator."
msgid_plural "Conditions accepted for {count} operators."
msgstr[0] "Условия приняты для {count} оператора."
msgstr[1] "Условия приняты для {count} операторов."
msgstr[2] "Условия приняты для {count} операторов."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:43
msgid "Conditions loaded (version {version})."
msgstr "Условия загружены (версия {version})."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded."
msgstr "Условия загружены."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "Условия использования"

#: Sources/Features/Text/ScreenText.swift:25
msgid "Conditions of use (version {version})"
msgstr "Условия использования (версия {version})"

#: Sources/PlainFace/PlainApp+Onboarding.swift:119
msgid "Conditions version {version}."
msgstr "Условия, версия {version}."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:57
msgid "Configure operators"
msgstr "Настроить операторов"

#: Sources/Features/Desktop/DesktopText.swift:90
msgid "Confirm password"
msgstr "Подтвердите пароль"

#: Sources/Features/Profiles/HideProfileText.swift:22
msgid "Confirm the password."
msgstr "Подтвердите пароль."

#: Sources/Features/Migration/DirectTransfer.swift:57
msgid "Connected to the other device. Short code: {code}. Does the other device show the same code?"
msgstr "Подключено к другому устройству. Короткий код: {code}. Другое устройство показывает тот же код?"

#: Sources/Features/Migration/DirectTransfer.swift:61
msgid "Connected to the other device. Short code: {code}. Type the code the other device shows:"
msgstr "Подключено к другому устройству. Короткий код: {code}. Введите код, который показывает другое устройство:"

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "Connecting to the other device…"
msgstr "Подключение к другому устройству…"

#: Sources/Features/Migration/DirectTransfer.swift:134
msgid "Connection lost {seconds} s ago; reconnecting…"
msgstr "Соединение потеряно {seconds} с назад; повторное подключение…"

#: Sources/Features/Migration/DirectTransfer.swift:137
msgid "Connection lost; reconnecting…"
msgstr "Соединение потеряно; повторное подключение…"

#: Sources/Features/Migration/DirectTransfer.swift:140
msgid "Connection lost; resumed at {size}."
msgstr "Соединение потеряно; передача возобновлена с {size}."

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:22
msgid "Continue"
msgstr "Продолжить"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:151
msgid "Copy link"
msgstr "Копировать ссылку"

#: Sources/Features/Migration/MigrationText.swift:23
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, choose \"Migrate from another device\" (or run threshold migrate import, with --archive FILE when the archive is not at the same path) and paste this link when asked. It holds the archive's key: share it only with yourself, and keep it off command lines:"
msgstr "Скопируйте архив на новое устройство (в любую папку или на USB-накопитель). Там выберите «Перенести с другого устройства» (или выполните threshold migrate import, с --archive FILE, если архив лежит не по тому же пути) и вставьте эту ссылку, когда её попросят. В ней ключ архива: не передавайте её никому, кроме себя, и не пишите её в командной строке:"

#: Sources/Features/Migration/MigrationText.swift:29
msgid "Copy the archive to the new device (into any folder, or onto a USB stick). There, run threshold migrate import and paste this link when asked (keep it off the command line, where other users and shell history see it; add --archive FILE when the archive is not at the same path there), or choose \"Migrate from another device\" on the welcome screen. To send the data over this network instead, without a file: threshold migrate export --serve."
msgstr "Скопируйте архив на новое устройство (в любую папку или на USB-накопитель). Там выполните threshold migrate import и вставьте эту ссылку, когда её попросят (не в командную строку, где её видят другие пользователи и история оболочки; добавьте --archive FILE, если архив там лежит не по тому же пути), или выберите «Перенести с другого устройства» на экране приветствия. Чтобы вместо этого отправить данные по этой сети без файла: threshold migrate export --serve."

#: Sources/Features/Progress/TransferProgress.swift:73
msgid "Copying database"
msgstr "Копирование базы данных"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "Исправить имя"

#: Sources/PlainFace/PlainApp.swift:262
msgid "Correct name to \"{name}\"?"
msgstr "Исправить имя на «{name}»?"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:48
msgid "Could not load the conditions: {reason}"
msgstr "Не удалось загрузить условия: {reason}"

#: Sources/CommandLineFace/CommandCatalog.swift:48
msgid "Create a profile; it becomes active."
msgstr "Создать профиль; он станет активным."

#: Sources/CommandLineFace/CommandCatalog.swift:82
msgid "Create demo data."
msgstr "Создать демонстрационные данные."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Create profile"
msgstr "Создать профиль"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "Создайте профиль"

#: Sources/Features/Profiles/ProfilesText.swift:32
msgid "Created profile \"{name}\"; it is now active."
msgstr "Профиль «{name}» создан и теперь активен."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "Создание…"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:22
msgid "Ctrl-C quit"
msgstr "Ctrl-C выход"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:56
msgid "Current conditions: version {version}"
msgstr "Текущие условия: версия {version}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:40
msgid "Data directory"
msgstr "Каталог данных"

#: Sources/Features/Settings/SettingsText.swift:22
msgid "Data directory: {path}"
msgstr "Каталог данных: {path}"

#: Sources/Features/Errors/ErrorReport.swift:210
msgid "Database error: {detail}."
msgstr "Ошибка базы данных: {detail}."

#: Sources/Features/Progress/TransferProgress.swift:76
msgid "Decrypting"
msgstr "Расшифровка"

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "Удалить «{name}» и все его чаты с этого устройства?"

#: Sources/CommandLineFace/CommandCatalog.swift:56
msgid "Delete a profile (and with --server-data its server queues)."
msgstr "Удалить профиль (а с --server-data и его очереди на серверах)."

#: Sources/Features/Migration/MigrationText.swift:41
msgid "Delete all Threshold data on this device? This can't be undone."
msgstr "Удалить все данные Threshold на этом устройстве? Это нельзя отменить."

#: Sources/Features/Migration/MigrationExportText.swift:35
msgid "Delete all local data?"
msgstr "Удалить все локальные данные?"

#: Sources/Features/Migration/MigrationExportText.swift:41
msgid "Delete everything"
msgstr "Удалить всё"

#: Sources/Features/Migration/MigrationExportText.swift:27
msgid "Delete local data"
msgstr "Удалить локальные данные"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:170
msgid "Delete local data?"
msgstr "Удалить локальные данные?"

#: Sources/Features/Profiles/ProfileAction.swift:29
msgid "Delete profile"
msgstr "Удалить профиль"

#: Sources/Features/Profiles/ProfileDeleteText.swift:12
msgid "Delete profile (local data only)"
msgstr "Удалить профиль (только локальные данные)"

#: Sources/Features/Profiles/ProfileDeleteText.swift:14
msgid "Delete profile and server connections"
msgstr "Удалить профиль и подключения к серверам"

#: Sources/Features/Profiles/ProfileDeleteText.swift:16
msgid "Delete profile?"
msgstr "Удалить профиль?"

#: Sources/Features/Migration/MigrationText.swift:39
msgid "Delete this device's data"
msgstr "Удалить данные этого устройства"

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "Deleted \"{name}\"."
msgstr "«{name}» удалён."

#: Sources/Features/Migration/MigrationText.swift:52
msgid "Deleted all local Threshold data in {directory} (database, files and migration archives)."
msgstr "Все локальные данные Threshold в {directory} удалены (база данных, файлы и архивы переноса)."

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "Удаление требует подтверждения в терминале; чтобы удалить из скрипта, добавьте --yes."

#: Sources/CommandLineFace/OutboxCommand.swift:32
msgid "Delivered: {delivered}, failed: {failed}, waiting: {remaining}."
msgstr "Доставлено: {delivered}, не удалось: {failed}, ожидают: {remaining}."

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:40
msgid "Device token"
msgstr "Токен устройства"

#: Sources/Features/Settings/NotificationSettingsText.swift:46
msgid "Device token: {token}; periodic checks every {count} minute; next check: {next}."
msgid_plural "Device token: {token}; periodic checks every {count} minutes; next check: {next}."
msgstr[0] "Токен устройства: {token}; проверка раз в {count} минуту; следующая проверка: {next}."
msgstr[1] "Токен устройства: {token}; проверка раз в {count} минуты; следующая проверка: {next}."
msgstr[2] "Токен устройства: {token}; проверка раз в {count} минут; следующая проверка: {next}."

#: Sources/CommandLineFace/CommandCatalog.swift:143
msgid "Did you mean \"{word}\"?"
msgstr "Возможно, вы имели в виду «{word}»?"

#: Sources/CommandLineFace/CommandCatalog.swift:153
msgid "Did you mean --{option}?"
msgstr "Возможно, вы имели в виду --{option}?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "Отображаемое имя"

#: Sources/PlainFace/PlainApp.swift:247
msgid "Display name (empty keeps \"{name}\"): "
msgstr "Отображаемое имя (пусто — оставить «{name}»): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "Отображаемое имя (пусто — назад): "

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Display name of the new profile"
msgstr "Отображаемое имя нового профиля"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "Отображаемое имя: "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:47
msgid "Domains"
msgstr "Домены"

#: Sources/PlainFace/PlainApp.swift:188
msgid "Done."
msgstr "Готово."

#: Sources/Features/Progress/TransferProgress.swift:75
msgid "Downloading"
msgstr "Загрузка"

#: Sources/TerminalFace/App/AppUpdate.swift:237
msgid "Duplicate display name!"
msgstr "Такое имя уже есть!"

#: Sources/Features/Progress/TransferProgress.swift:66
msgid "ETA {seconds} s"
msgstr "осталось {seconds} с"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "Изменить профиль"

#: Sources/PlainFace/PlainApp.swift:246
msgid "Edit profile \"{name}\""
msgstr "Изменить профиль «{name}»"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "Включить уведомления"

#: Sources/Features/Progress/TransferProgress.swift:74
msgid "Encrypting"
msgstr "Шифрование"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:16
msgid "Enlarge the window to at least {width}x{height} to see the QR code, or press l to show the link alone for copying."
msgstr "Увеличьте окно хотя бы до {width}x{height}, чтобы увидеть QR-код, или нажмите l, чтобы показать для копирования одну ссылку."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:11
msgid "Enter I wrote it down  Esc cancel (nothing stored)"
msgstr "Enter Я записал  Esc отмена (ничего не сохраняется)"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "Введите код доступа."

#: Sources/Features/Profiles/HideProfileText.swift:20
msgid "Enter a password."
msgstr "Введите пароль."

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter a valid display name."
msgstr "Введите допустимое отображаемое имя."

#: Sources/Features/Migration/MigrationText.swift:70
msgid "Enter another link"
msgstr "Ввести другую ссылку"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:73
msgid "Enter changes the passcode; x turns the lock off (and removes the self-destruct passcode and the attempt limit)."
msgstr "Enter меняет код доступа; x выключает блокировку (и удаляет код самоуничтожения и лимит попыток)."

#: Sources/TerminalFace/Lock/PasscodeSheet.swift:37
msgid "Enter confirm  Esc cancel"
msgstr "Enter подтвердить  Esc отмена"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:12
msgid "Enter confirm  Esc show the key again"
msgstr "Enter подтвердить  Esc снова показать ключ"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue"
msgstr "Enter продолжить"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:106
msgid "Enter continue  Esc stop the import"
msgstr "Enter продолжить  Esc остановить импорт"

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:11
msgid "Enter continue  s skip"
msgstr "Enter продолжить  s пропустить"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:75
msgid "Enter export  Esc back"
msgstr "Enter экспортировать  Esc назад"

#: Sources/Features/Migration/DirectTransfer.swift:97
msgid "Enter export to a file  s send again  Esc back"
msgstr "Enter экспорт в файл  s отправить снова  Esc назад"

#: Sources/Features/Migration/DirectTransfer.swift:95
msgid "Enter finalize  Esc back"
msgstr "Enter завершить  Esc назад"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:77
msgid "Enter finalize  l link only (to copy)  Esc back"
msgstr "Enter завершить  l только ссылка (для копирования)  Esc назад"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Enter import  Esc back"
msgstr "Enter импортировать  Esc назад"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:105
msgid "Enter import from this path  Esc back to the link"
msgstr "Enter импортировать по этому пути  Esc назад к ссылке"

#: Sources/Features/Lock/RecoveryFlow.swift:144
msgid "Enter makes a new database key and re-encrypts every page under it. Do this if you think the passcode or a copy of threshold.key leaked: an old copy then opens nothing written from now on."
msgstr "Enter создаёт новый ключ базы данных и заново шифрует им каждую страницу. Сделайте это, если думаете, что код доступа или копия threshold.key утекли: старая копия тогда не откроет ничего, что будет записано с этого момента."

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "Введите пароль выше, чтобы показать!"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:103
msgid "Enter replace  Esc cancel"
msgstr "Enter заменить  Esc отмена"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:74
msgid "Enter sets a passcode (typed twice). If you forget it, your data can't be opened."
msgstr "Enter задаёт код доступа (вводится дважды). Если вы его забудете, ваши данные нельзя будет открыть."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:79
msgid "Enter sets it, with the display name of the profile it creates. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "Enter задаёт его вместе с отображаемым именем профиля, который он создаст. Введённый при любом запросе кода, он стирает все данные на этом устройстве и открывает только этот профиль, как при обычной разблокировке."

#: Sources/TerminalFace/Lock/LockFormState.swift:75
msgid "Enter the display name of the new profile."
msgstr "Введите отображаемое имя нового профиля."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:78
msgid "Enter try again  Esc back"
msgstr "Enter повторить  Esc назад"

#: Sources/TerminalFace/Lock/LockScreen.swift:12
msgid "Enter unlock  Tab recovery key  Ctrl-U clear  Ctrl-C quit"
msgstr "Enter разблокировать  Tab ключ восстановления  Ctrl-U очистить  Ctrl-C выход"

#: Sources/TerminalFace/Lock/LockScreen.swift:11
msgid "Enter use the recovery key  Tab back  Ctrl-C quit"
msgstr "Enter использовать ключ восстановления  Tab назад  Ctrl-C выход"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "Введите имя…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:86
msgid "Enter your passcode"
msgstr "Введите код доступа"

#: Sources/TerminalFace/Lock/LockPurpose.swift:34
msgid "Enter your passcode to change the app lock."
msgstr "Введите код доступа, чтобы изменить блокировку приложения."

#: Sources/TerminalFace/Lock/LockPurpose.swift:31
msgid "Enter your passcode to continue."
msgstr "Введите код доступа, чтобы продолжить."

#: Sources/TerminalFace/Lock/LockPurpose.swift:27
msgid "Enter your passcode to create a profile."
msgstr "Введите код доступа, чтобы создать профиль."

#: Sources/TerminalFace/Lock/LockPurpose.swift:28
msgid "Enter your passcode to delete the profile."
msgstr "Введите код доступа, чтобы удалить профиль."

#: Sources/TerminalFace/Lock/LockPurpose.swift:35
msgid "Enter your passcode to export your data."
msgstr "Введите код доступа, чтобы экспортировать данные."

#: Sources/TerminalFace/Lock/LockPurpose.swift:29
msgid "Enter your passcode to hide the profile."
msgstr "Введите код доступа, чтобы скрыть профиль."

#: Sources/Features/Desktop/DesktopText.swift:126
msgid "Enter your passcode to open your profiles."
msgstr "Введите код доступа, чтобы открыть профили."

#: Sources/TerminalFace/Lock/LockPurpose.swift:24
msgid "Enter your passcode to open {app}."
msgstr "Введите код доступа, чтобы открыть {app}."

#: Sources/TerminalFace/Lock/LockPurpose.swift:33
msgid "Enter your passcode to search and reveal profiles."
msgstr "Введите код доступа, чтобы искать и показывать скрытые профили."

#: Sources/TerminalFace/Lock/LockPurpose.swift:30
msgid "Enter your passcode to unhide the profile."
msgstr "Введите код доступа, чтобы сделать профиль видимым."

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:11
msgid "Enter/Esc close  ←→ page  PgUp PgDn scroll"
msgstr "Enter/Esc закрыть  ←→ страница  PgUp PgDn прокрутка"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:80
msgid "Entered at any passcode prompt, it wipes ALL data and opens a new profile with this name. It must differ from the passcode."
msgstr "Введённый при любом запросе кода, он стирает ВСЕ данные и открывает новый профиль с этим именем. Он должен отличаться от кода доступа."

#: Sources/Features/Lock/LockSettingsText.swift:64
msgid "Entered at any passcode prompt, it wipes ALL data on this device and opens a new profile named \"{name}\", as if nothing happened. It then becomes the passcode."
msgstr "Введённый при любом запросе кода, он стирает ВСЕ данные на этом устройстве и открывает новый профиль «{name}», будто ничего не случилось. После этого он становится кодом доступа."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:54
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "Если ввести его при любом запросе кода доступа, все данные будут стёрты и откроется новый профиль с этим именем. Он должен отличаться от кода доступа."

#: Sources/Features/Lock/LockSettingsText.swift:45
msgid "Entering it will no longer wipe the data."
msgstr "Его ввод больше не будет стирать данные."

#: Sources/Features/Lock/LockText.swift:69
msgid "Entering the self-destruct passcode at the lock erases all data and starts a fresh profile with the name you give here."
msgstr "Ввод кода самоуничтожения на экране блокировки стирает все данные и создаёт новый профиль с именем, которое вы укажете здесь."

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:160
msgid "Error"
msgstr "Ошибка"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "Не удалось принять условия"

#: Sources/PlainFace/PlainApp+Onboarding.swift:152
msgid "Error accepting conditions: {error}"
msgstr "Не удалось принять условия: {error}"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:181
msgid "Error changing the app lock"
msgstr "Ошибка при изменении блокировки"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:63
msgid "Error creating profile"
msgstr "Не удалось создать профиль"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:68
msgid "Error deleting profile"
msgstr "Ошибка при удалении профиля"

#: Sources/TerminalFace/MigrationExport/AppUpdate+MigrationExport.swift:171
msgid "Error finalizing migration"
msgstr "Ошибка при завершении переноса"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:69
msgid "Error reading chat"
msgstr "Ошибка при чтении чата"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:66
msgid "Error saving profile password"
msgstr "Ошибка при сохранении пароля профиля"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:67
msgid "Error showing profile"
msgstr "Ошибка при показе профиля"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:64
msgid "Error switching profile"
msgstr "Ошибка при переключении профиля"

#: Sources/TerminalFace/Profiles/ProfileOperation.swift:65
msgid "Error updating profile"
msgstr "Ошибка при обновлении профиля"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "Ошибка: {message}"

#: Sources/TerminalFace/Onboarding/OnboardingScreen.swift:38
msgid "Esc back"
msgstr "Esc назад"

#: Sources/Features/Migration/DirectTransfer.swift:93
msgid "Esc stop listening  l link only (to copy)"
msgstr "Esc прекратить ожидание  l только ссылка (для копирования)"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:173
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "Все профили, чаты и ключи на этом устройстве, а также экспортированный здесь архив будут удалены. Сначала импортируйте архив на другом устройстве. Это нельзя отменить."

#: Sources/Features/Migration/MigrationExportText.swift:38
msgid "Every profile, chat and setting on this device, and the migration archive, will be deleted. This can't be undone. Make sure the new device imported the link first."
msgstr "Будут удалены все профили, чаты и настройки на этом устройстве, а также архив переноса. Это нельзя отменить. Сначала убедитесь, что новое устройство импортировало ссылку."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:139
msgid "Export"
msgstr "Экспортировать"

#: Sources/CommandLineFace/CommandCatalog.swift:66
msgid "Export all data into an encrypted archive; prints the link (and its QR code on a terminal). With --serve, send it once, directly, to a device on this network."
msgstr "Экспортировать все данные в зашифрованный архив; выводит ссылку (и её QR-код в терминале). С --serve — отправить его один раз напрямую на устройство в этой сети."

#: Sources/Features/Migration/MigrationExportText.swift:6
msgid "Export everything on this device (profiles, hidden ones included, chats and settings) into one encrypted archive. You get a link holding the archive's key: share it only with yourself."
msgstr "Экспортируйте всё с этого устройства (профили, включая скрытые, чаты и настройки) в один зашифрованный архив. Вы получите ссылку с ключом архива: передавайте её только себе."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:136
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "Экспорт создаёт один зашифрованный архив всех ваших профилей и чатов на этом устройстве. Другое устройство импортирует его по ссылке (или её QR-коду); в ссылке есть ключ архива, поэтому не показывайте её никому."

#: Sources/Features/Migration/MigrationText.swift:19
msgid "Exported to {path} ({size})."
msgstr "Экспортировано в {path} ({size})."

#: Sources/Features/Migration/MigrationText.swift:16
msgid "Exporting…"
msgstr "Экспорт…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:76
msgid "Exporting…  Ctrl-C quit"
msgstr "Экспорт…  Ctrl-C выход"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:53
msgid "Exporting… The archive is written in the background; keep this window open."
msgstr "Экспорт… Архив записывается в фоне; не закрывайте это окно."

#: Sources/Features/Migration/MigrationExportText.swift:19
msgid "Finalize migration"
msgstr "Завершить перенос"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:160
msgid "Finalize the migration"
msgstr "Завершить перенос"

#: Sources/PlainFace/PlainApp+Onboarding.swift:244
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "Как в системе (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"

#: Sources/Features/Settings/AppSession+Theme.swift:16
msgid "Follow the terminal"
msgstr "Как в терминале"

#: Sources/Features/Lock/RecoveryFlow.swift:84
msgid "Forgot passcode? Use the recovery key"
msgstr "Забыли код доступа? Используйте ключ восстановления"

#: Sources/CommandLineFace/ProfilesCommand.swift:41
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "Укажите описание через --bio B или через --bio-stdin, но не оба сразу."

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "Укажите новое имя через --name N или через --name-stdin, но не оба сразу."

#: Sources/Features/Migration/DirectTransfer.swift:145
msgid "Go on importing"
msgstr "Продолжить импорт"

#: Sources/Features/Migration/MigrationExportText.swift:22
msgid "Has the new device imported the link? Keep using this device: the data stays here, but using Threshold on both devices breaks message delivery. Delete local data: everything on this device is erased."
msgstr "Новое устройство импортировало ссылку? Продолжить на этом устройстве: данные останутся здесь, но работа Threshold на двух устройствах нарушает доставку сообщений. Удалить локальные данные: всё на этом устройстве будет стёрто."

#: Sources/Features/Desktop/DesktopText.swift:116
msgid "Hidden profile"
msgstr "Скрытый профиль"

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "Скрытые профили"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "Скрытые профили всегда без звука. Чтобы включить звук, снова покажите профиль."

#: Sources/Features/Desktop/DesktopText.swift:92
msgid "Hide"
msgstr "Скрыть"

#: Sources/Features/Profiles/HideProfileText.swift:5
msgid "Hide \"{name}\""
msgstr "Скрыть «{name}»"

#: Sources/CommandLineFace/CommandCatalog.swift:53
msgid "Hide a profile behind a password."
msgstr "Скрыть профиль за паролем."

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Hide profile"
msgstr "Скрыть профиль"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "Как это работает"

#: Sources/Features/Migration/DirectTransfer.swift:128
msgid "How long should this device wait for the other one?"
msgstr "Сколько этому устройству ждать другое?"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "Как работают уведомления"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:200
msgid "Import"
msgstr "Импортировать"

#: Sources/CommandLineFace/CommandCatalog.swift:67
msgid "Import an archive made on another device; paste the link when asked (or give it on standard input)."
msgstr "Импортировать архив, созданный на другом устройстве; вставьте ссылку, когда её попросят (или передайте её через стандартный ввод)."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:101
msgid "Import failed: {reason}"
msgstr "Импорт не удался: {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:153
msgid "Import stopped. Nothing on this device changed."
msgstr "Импорт остановлен. На этом устройстве ничего не изменилось."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:206
msgid "Import without it"
msgstr "Импортировать без него"

#: Sources/Features/Migration/MigrationText.swift:80
msgid "Import without the passcode? This device will then be unlocked."
msgstr "Импортировать без кода доступа? Тогда это устройство будет без блокировки."

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "Импортировать без кода доступа? Тогда это устройство останется без блокировки; задайте код потом в разделе Настройки › Блокировка приложения."

#: Sources/Features/Migration/MigrationText.swift:87
msgid "Imported the archive ({count} file, made by Threshold {version})."
msgid_plural "Imported the archive ({count} files, made by Threshold {version})."
msgstr[0] "Архив импортирован ({count} файл, создан Threshold {version})."
msgstr[1] "Архив импортирован ({count} файла, создан Threshold {version})."
msgstr[2] "Архив импортирован ({count} файлов, создан Threshold {version})."

#: Sources/Features/Migration/MigrationText.swift:84
msgid "Imported the archive ({count} file, made by Threshold {version}); its data was upgraded to this version."
msgid_plural "Imported the archive ({count} files, made by Threshold {version}); its data was upgraded to this version."
msgstr[0] "Архив импортирован ({count} файл, создан Threshold {version}); его данные обновлены до этой версии."
msgstr[1] "Архив импортирован ({count} файла, создан Threshold {version}); его данные обновлены до этой версии."
msgstr[2] "Архив импортирован ({count} файлов, создан Threshold {version}); его данные обновлены до этой версии."

#: Sources/Features/Migration/MigrationText.swift:64
msgid "Importing the archive…"
msgstr "Импорт архива…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:143
msgid "Importing…"
msgstr "Импорт…"

#: Sources/Features/Migration/DirectTransfer.swift:149
msgid "Importing…  Esc stop  Ctrl-C quit"
msgstr "Импорт…  Esc остановить  Ctrl-C выход"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "Мгновенно: соединение поддерживается в фоне; уведомления приходят сразу."

#: Sources/TerminalFace/App/AppUpdate.swift:238
msgid "Invalid display name!"
msgstr "Недопустимое имя!"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "Недопустимое имя. Исправить на «{name}»?"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "Недопустимое имя: нужна хотя бы одна буква, цифра или символ."

#: Sources/Features/Migration/MigrationImport.swift:52
msgid "It opens with the other device's passcode, and its self-destruct passcode is set as it was."
msgstr "Они открываются кодом доступа другого устройства, а его код самоуничтожения задан как прежде."

#: Sources/Features/Migration/MigrationImport.swift:53
msgid "It opens with the other device's passcode; no self-destruct passcode is set."
msgstr "Они открываются кодом доступа другого устройства; код самоуничтожения не задан."

#: Sources/CommandLineFace/CommandCatalog.swift:78
msgid "Keep the database key in the desktop keyring or a key file (with the passcode off)."
msgstr "Хранить ключ базы данных в связке ключей рабочего стола или в файле ключа (при выключенном коде доступа)."

#: Sources/Features/Migration/MigrationExportText.swift:25
msgid "Keep using"
msgstr "Продолжить здесь"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:68
msgid "Keep using Threshold on the new device. Press any key to quit."
msgstr "Продолжайте пользоваться Threshold на новом устройстве. Нажмите любую клавишу, чтобы выйти."

#: Sources/Features/Migration/MigrationText.swift:38
msgid "Keep using this device"
msgstr "Продолжить на этом устройстве"

#: Sources/PlainFace/PlainApp+Onboarding.swift:245
msgid "Language"
msgstr "Язык"

#: Sources/PlainFace/PlainApp+Onboarding.swift:228
msgid "Language ({language})"
msgstr "Язык ({language})"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "Язык: {language} (выбран в Threshold; 'threshold language system' снова берёт его из LANG)."

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "Язык: {language} (из окружения: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:249
msgid "Language: {language}."
msgstr "Язык: {language}."

#: Sources/CommandLineFace/CommandCatalog.swift:118
msgid "Leave LINK off: the link holds the archive's key, and a command line can be read by other users (through /proc) and is kept in shell history. Without LINK it is asked for at a no-echo prompt on a terminal, or read from the first line of standard input (after the passcode with --passcode-stdin)."
msgstr "Не указывайте LINK: ссылка содержит ключ архива, а командную строку могут прочитать другие пользователи (через /proc), и она остаётся в истории оболочки. Без LINK ссылка запрашивается в терминале без отображения ввода или читается из первой строки стандартного ввода (после кода доступа с --passcode-stdin)."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:46
msgid "Legal name"
msgstr "Юридическое название"

#: Sources/CommandLineFace/CommandCatalog.swift:52
msgid "Let a profile notify again."
msgstr "Снова включить уведомления профиля."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:22
msgid "Light or dark, as the desktop is set."
msgstr "Светлое или тёмное — как настроен рабочий стол."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:153
msgid "Link copied."
msgstr "Ссылка скопирована."

#: Sources/CommandLineFace/CommandCatalog.swift:57
msgid "List the active profile's chats."
msgstr "Показать чаты активного профиля."

#: Sources/CommandLineFace/CommandCatalog.swift:55
msgid "List the profiles a password reveals."
msgstr "Показать профили, которые открывает пароль."

#: Sources/CommandLineFace/CommandCatalog.swift:61
msgid "List the server operators and their conditions."
msgstr "Показать операторов серверов и их условия."

#: Sources/CommandLineFace/CommandCatalog.swift:80
msgid "List the server requests still owed."
msgstr "Показать ещё не отправленные запросы к серверам."

#: Sources/CommandLineFace/CommandCatalog.swift:47
msgid "List the visible profiles (with a password, the hidden ones it opens too)."
msgstr "Показать видимые профили (с паролем — и скрытые, которые он открывает)."

#: Sources/Features/Migration/DirectTransfer.swift:113
msgid "Listen for"
msgstr "Ждать"

#: Sources/Features/Migration/DirectTransfer.swift:102
msgid "Listening on {addresses}, port {port}."
msgstr "Ожидание подключения на {addresses}, порт {port}."

#: Sources/Features/Migration/DirectTransfer.swift:47
msgid "Listening on {addresses}, port {port}. Press Ctrl-C to stop."
msgstr "Ожидание подключения на {addresses}, порт {port}. Нажмите Ctrl-C, чтобы остановить."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:40
msgid "Loading the conditions…"
msgstr "Загрузка условий…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "Загрузка…"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:176
msgid "Local data deleted"
msgstr "Локальные данные удалены"

#: Sources/CommandLineFace/CommandCatalog.swift:54
msgid "Make a hidden profile visible again."
msgstr "Снова сделать скрытый профиль видимым."

#: Sources/Features/Lock/Recovery.swift:89
msgid "Make a new recovery key"
msgstr "Создать новый ключ восстановления"

#: Sources/CommandLineFace/CommandCatalog.swift:49
msgid "Make a profile the active one."
msgstr "Сделать профиль активным."

#: Sources/CommandLineFace/CommandCatalog.swift:71
msgid "Make a recovery key (shown once, stored nowhere) that opens the data if the passcode or keyring entry is lost; clear removes it."
msgstr "Создать ключ восстановления (показывается один раз, нигде не хранится), который открывает данные, если код доступа или запись в связке ключей потеряны; clear удаляет его."

#: Sources/Features/Lock/RecoveryFlow.swift:134
msgid "Make a recovery key?"
msgstr "Создать ключ восстановления?"

#: Sources/Features/Lock/Recovery.swift:50
msgid "Make a recovery key? It opens the data if the passcode is forgotten or the keyring entry is lost. It is shown once and stored nowhere: write it down and keep it away from this device."
msgstr "Создать ключ восстановления? Он откроет данные, если код доступа забыт или запись в связке ключей потеряна. Он показывается один раз и нигде не хранится: запишите его и храните отдельно от этого устройства."

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "{count} сообщение отмечено как прочитанное."
msgstr[1] "{count} сообщения отмечены как прочитанные."
msgstr[2] "{count} сообщений отмечено как прочитанные."

#: Sources/PlainFace/PlainApp.swift:97
msgid "Menu"
msgstr "Меню"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "Сообщения — только пока приложение открыто."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:36
msgid "Migrate from another device"
msgstr "Перенести с другого устройства"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:8
msgid "Migrate to another device"
msgstr "Перенести на другое устройство"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:20
msgid "Migration"
msgstr "Перенос"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:104
msgid "Migration complete"
msgstr "Перенос завершён"

#: Sources/Features/Migration/MigrationExportText.swift:29
msgid "Migration finalized"
msgstr "Перенос завершён"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:43
msgid "Migration link"
msgstr "Ссылка для переноса"

#: Sources/Features/Migration/MigrationText.swift:60
msgid "Migration link (empty to go back): "
msgstr "Ссылка для переноса (пусто — назад): "

#: Sources/Features/Migration/MigrationText.swift:26
msgid "Migration link (it holds the archive's key: share it only with yourself):"
msgstr "Ссылка для переноса (в ней ключ архива: не передавайте её никому, кроме себя):"

#: Sources/Features/Migration/MigrationExportText.swift:17
msgid "Migration link (it holds the key: share it only with yourself):"
msgstr "Ссылка для переноса (в ней ключ: передавайте её только себе):"

#: Sources/CommandLineFace/CommandContext.swift:73
msgid "Missing argument. Usage: {usage}"
msgstr "Не хватает аргумента. Использование: {usage}"

#: Sources/CommandLineFace/CommandContext.swift:52
msgid "Missing the command after \"{command}\". Usage: {usage}"
msgstr "После «{command}» не хватает команды. Использование: {usage}"

#: Sources/CommandLineFace/CommandContext.swift:83
msgid "Missing the profile's name: give NAME, or leave it off and type it at the prompt on a terminal, or give it on a line of standard input (after the passcode, before the password). Usage: {usage}"
msgstr "Не указано имя профиля: задайте NAME или не указывайте его и введите в терминале по запросу, или передайте строкой стандартного ввода (после кода доступа, перед паролем). Использование: {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:20
msgid "Mode"
msgstr "Режим"

#: Sources/Features/Migration/MigrationText.swift:11
msgid "Move all your data to your new device: write an encrypted archive file, or send it directly to a device on this network. The link shown then holds the key to your data."
msgstr "Перенесите все данные на новое устройство: запишите зашифрованный файл архива или отправьте их напрямую на устройство в этой сети. Показанная затем ссылка содержит ключ к вашим данным."

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "Выключить звук"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Muted \"{name}\": it will not notify."
msgstr "«{name}»: уведомления выключены."

#: Sources/Features/Desktop/DesktopText.swift:114
msgid "Muted profile"
msgstr "Профиль без звука"

#: Sources/CommandLineFace/CommandCatalog.swift:123
msgid "NAME may be a hidden profile's: leave it off to keep it out of the process list and shell history. It is then asked for at a no-echo prompt on a terminal, or read from a line of standard input: after the passcode (with --passcode-stdin), before the password (with --password-stdin)."
msgstr "NAME может быть именем скрытого профиля: не указывайте его, чтобы оно не попало в список процессов и историю оболочки. Тогда оно запрашивается в терминале без отображения ввода или читается строкой стандартного ввода: после кода доступа (с --passcode-stdin), перед паролем (с --password-stdin)."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:35
msgid "Name"
msgstr "Имя"

#: Sources/Features/Lock/LockText.swift:74
msgid "Name of the profile a self-destruct leaves (not shown): "
msgstr "Имя профиля, который останется после самоуничтожения (не отображается): "

#: Sources/CommandLineFace/OnboardingCommand.swift:55
msgid "Name the operators to accept. Usage: {usage}"
msgstr "Укажите операторов, чьи условия нужно принять. Использование: {usage}"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "Нужна буква, цифра или символ."

#: Sources/CommandLineFace/ProfilesCommand.swift:59
msgid "New bio (not shown): "
msgstr "Новое описание (не отображается): "

#: Sources/CommandLineFace/ProfilesCommand.swift:51
msgid "New name (not shown): "
msgstr "Новое имя (не отображается): "

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:87
msgid "New passcode"
msgstr "Новый код доступа"

#: Sources/Features/Lock/LockText.swift:51
msgid "New passcode: "
msgstr "Новый код доступа: "

#: Sources/Features/Desktop/SettingsText+Desktop.swift:111
msgid "Newer"
msgstr "Новее"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:42
msgid "Next check"
msgstr "Следующая проверка"

#: Sources/Features/Migration/DirectTransfer.swift:89
msgid "No"
msgstr "Нет"

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No chat receives on this server queue."
msgstr "Ни один чат не получает сообщения из этой очереди сервера."

#: Sources/Features/Errors/ErrorReport.swift:147
msgid "No chat with \"{name}\" in the active profile."
msgstr "В активном профиле нет чата с «{name}»."

#: Sources/TerminalFace/Home/ChatListScreen.swift:21
msgid "No chats yet."
msgstr "Чатов пока нет."

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "Нет токена устройства!"

#: Sources/Features/Settings/NotificationSettingsText.swift:63
msgid "No device token! Notifications start once the device provides one; your choice is saved."
msgstr "Нет токена устройства! Уведомления начнутся, когда устройство его выдаст; ваш выбор сохранён."

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "Подходящих профилей нет."

#: Sources/TerminalFace/Home/ChatScreen.swift:21
msgid "No messages yet."
msgstr "Сообщений пока нет."

#: Sources/Features/Migration/MigrationImport.swift:119
msgid "No migration link was given (the line was empty): paste the whole link the export showed."
msgstr "Ссылка для переноса не указана (строка пуста): вставьте всю ссылку, которую показал экспорт."

#: Sources/Features/Errors/ErrorReport.swift:158
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "Нет оператора с идентификатором «{id}». См. 'threshold operators list'."

#: Sources/CommandLineFace/ProfilesCommand.swift:105
msgid "No profile is left: the app starts with onboarding again."
msgstr "Профилей не осталось: приложение снова начнёт с первоначальной настройки."

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "Профиля с именем «{name}» нет."

#: Sources/CommandLineFace/ProfilesCommand.swift:117
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "Профилей нет. Создайте профиль командой: threshold profiles create NAME"

#: Sources/Features/Lock/Recovery.swift:55
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later with 'threshold lock recovery-key'."
msgstr "Ключ восстановления не создан. Без ключа восстановления потерянная запись в связке ключей или забытый код доступа означают, что данные нельзя прочитать. Создайте его позже командой 'threshold lock recovery-key'."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:125
msgid "No release notes in this app."
msgstr "В этом приложении нет описания версий."

#: Sources/Features/Lock/RecoveryFlow.swift:109
msgid "None: a forgotten passcode or a lost keyring entry means the data can't be read. Enter makes one; it is shown once and stored nowhere."
msgstr "Нет: забытый код доступа или потерянная запись в связке ключей означают, что данные не прочитать. Enter создаёт ключ; он показывается один раз и нигде не хранится."

#: Sources/TerminalFace/Lock/LockFormScreen.swift:78
msgid "Not empty, no space at either end. It must differ from the self-destruct passcode."
msgstr "Не пустой, без пробелов в начале и в конце. Он должен отличаться от кода самоуничтожения."

#: Sources/Features/Desktop/DesktopText.swift:65
msgid "Not now"
msgstr "Не сейчас"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "На этом устройстве ничего не изменено."

#: Sources/CommandLineFace/ProfilesCommand.swift:45
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "Нечего менять: укажите --name N (или --name-stdin) и/или --bio B (или --bio-stdin)."

#: Sources/TerminalFace/Settings/AppUpdate+Preferences.swift:55
msgid "Nothing to show."
msgstr "Нечего показать."

#: Sources/Features/Migration/MigrationText.swift:43
msgid "Nothing was deleted."
msgstr "Ничего не удалено."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:61
msgid "Nothing was left behind. Press Enter to try again."
msgstr "Ничего не осталось. Нажмите Enter, чтобы повторить."

#: Sources/PlainFace/PlainApp+Onboarding.swift:184
msgid "Notification mode"
msgstr "Режим уведомлений"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "Уведомления"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Notifications ({mode})"
msgstr "Уведомления ({mode})"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "Уведомления начнут приходить, когда устройство выдаст push-токен. Ваш выбор сохранён."

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant (waiting for a device token)."
msgstr "Уведомления: мгновенно (ожидается токен устройства)."

#: Sources/Features/Settings/NotificationSettingsText.swift:35
msgid "Notifications: instant."
msgstr "Уведомления: мгновенно."

#: Sources/Features/Settings/NotificationSettingsText.swift:32
msgid "Notifications: no mode chosen yet."
msgstr "Уведомления: режим ещё не выбран."

#: Sources/Features/Settings/NotificationSettingsText.swift:33
msgid "Notifications: off."
msgstr "Уведомления: выключены."

#: Sources/Features/Settings/NotificationSettingsText.swift:38
msgid "Notifications: periodic, every {count} minute (waiting for a device token)."
msgid_plural "Notifications: periodic, every {count} minutes (waiting for a device token)."
msgstr[0] "Уведомления: периодически, раз в {count} минуту (ожидается токен устройства)."
msgstr[1] "Уведомления: периодически, раз в {count} минуты (ожидается токен устройства)."
msgstr[2] "Уведомления: периодически, раз в {count} минут (ожидается токен устройства)."

#: Sources/Features/Settings/NotificationSettingsText.swift:40
msgid "Notifications: periodic, every {count} minute."
msgid_plural "Notifications: periodic, every {count} minutes."
msgstr[0] "Уведомления: периодически, раз в {count} минуту."
msgstr[1] "Уведомления: периодически, раз в {count} минуты."
msgstr[2] "Уведомления: периодически, раз в {count} минут."

#: Sources/Features/Migration/MigrationText.swift:93
msgid "Now finalize the migration on the other device: threshold migrate finalize [--delete-local]"
msgstr "Теперь завершите перенос на другом устройстве: threshold migrate finalize [--delete-local]"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "ОК"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "Выкл.: без push-уведомлений; сообщения приходят, только пока приложение открыто."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:85
msgid "Off: wrong passcodes never wipe the data. Enter sets a limit. Wrong passcodes are counted across restarts."
msgstr "Выключено: неверные коды доступа никогда не стирают данные. Enter задаёт лимит. Неверные коды считаются и после перезапуска."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:113
msgid "Older"
msgstr "Старее"

#: Sources/Features/Migration/MigrationExportText.swift:10
msgid "On the new device, with the archive copied to the same path: choose \"Migrate from another device\" on the welcome screen and paste the link, or run threshold migrate import and paste it when asked (never on the command line, where other users and shell history see it)."
msgstr "На новом устройстве, скопировав архив по тому же пути: выберите «Перенести с другого устройства» на экране приветствия и вставьте ссылку или выполните threshold migrate import и вставьте её по запросу (никогда не в командной строке, где её видят другие пользователи и история оболочки)."

#: Sources/Features/Text/ScreenText.swift:15
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "На другом устройстве выполните экспорт в настройках или командой `threshold migrate export`, затем вставьте сюда показанную ссылку. Если архив лежит не там, где указано в ссылке (в другой папке, на USB-накопителе), программа спросит, где он."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:46
msgid "On: opens a new profile named {name}"
msgstr "Включён: откроется новый профиль «{name}»"

#: Sources/CommandLineFace/OnboardingCommand.swift:32
msgid "Onboarding is complete."
msgstr "Первоначальная настройка завершена."

#: Sources/CommandLineFace/OnboardingCommand.swift:31
msgid "Onboarding is needed; next step: {step}."
msgstr "Нужна первоначальная настройка; следующий шаг: {step}."

#: Sources/CommandLineFace/OnboardingCommand.swift:35
msgid "Onboarding progress cleared; steps run again for what is eligible."
msgstr "Прогресс первоначальной настройки сброшен; подходящие шаги пройдут снова."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:196
msgid "Open"
msgstr "Открыть"

#: Sources/CommandLineFace/CommandCatalog.swift:72
msgid "Open the data with the recovery key and protect it again at the level given."
msgstr "Открыть данные ключом восстановления и снова защитить их на указанном уровне."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:212
msgid "Open your chats"
msgstr "Открыть чаты"

#: Sources/Features/Lock/RecoveryFlow.swift:100
msgid "Opening the data…"
msgstr "Открываем данные…"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "Операторы"

#: Sources/PlainFace/PlainApp+Onboarding.swift:267
msgid "Operators (a number toggles)"
msgstr "Операторы (номер переключает)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:227
msgid "Operators and conditions"
msgstr "Операторы и условия"

#: Sources/CommandLineFace/CommandCatalog.swift:113
msgid "Options for every command: --data-dir DIR, --brand FILE, --json, --passcode-stdin."
msgstr "Опции любой команды: --data-dir DIR, --brand FILE, --json, --passcode-stdin."

#: Sources/Features/Migration/DirectTransfer.swift:99
msgid "Or press s to send to a device on this network, without a file."
msgstr "Или нажмите s, чтобы отправить на устройство в этой сети без файла."

#: Sources/Features/Migration/MigrationText.swift:32
msgid "Or scan it:"
msgstr "Или отсканируйте её:"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:76
msgid "Passcode"
msgstr "Код доступа"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:74
msgid "Passcode of the other device"
msgstr "Код доступа другого устройства"

#: Sources/Features/Lock/LockText.swift:62
msgid "Passcode removed, with the self-destruct passcode and the attempt limit."
msgstr "Код доступа удалён вместе с кодом самоуничтожения и ограничением попыток."

#: Sources/Features/Lock/LockText.swift:58
msgid "Passcode set. Every command now asks for it."
msgstr "Код доступа задан. Теперь его спрашивает каждая команда."

#: Sources/Features/Lock/LockSettingsText.swift:85
msgid "Passcode set. Threshold asks for it at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "Код доступа задан. Threshold спрашивает его при запуске и перед созданием, удалением, скрытием, возвратом или раскрытием профилей."

#: Sources/Features/Lock/LockText.swift:56
msgid "Passcode set. Threshold asks for it at start and before sensitive changes."
msgstr "Код доступа задан. Threshold спрашивает его при запуске и перед важными изменениями."

#: Sources/Features/Text/PromptText.swift:5
msgid "Passcode: "
msgstr "Код доступа: "

#: Sources/Features/Lock/LockText.swift:35
msgid "Passcode: {passcode}; self-destruct passcode: {selfDestruct}; wipe after wrong passcodes: {limit}"
msgstr "Код доступа: {passcode}; код самоуничтожения: {selfDestruct}; стирать после неверных кодов: {limit}"

#: Sources/Features/Lock/LockText.swift:28
msgid "Passcode: {state}"
msgstr "Код доступа: {state}"

#: Sources/CommandLineFace/Arguments.swift:18
msgid "Passcodes are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on the first line of standard input with --passcode-stdin."
msgstr "Код доступа никогда не передаётся аргументом (командную строку могут прочитать другие пользователи, а оболочки её сохраняют): введите его по запросу без отображения ввода или передайте первой строкой стандартного ввода с --passcode-stdin."

#: Sources/Features/Desktop/DesktopText.swift:88
msgid "Password"
msgstr "Пароль"

#: Sources/CommandLineFace/CommandContext.swift:114
msgid "Password (only if \"{name}\" is a hidden profile): "
msgstr "Пароль (только если «{name}» — скрытый профиль): "

#: Sources/CommandLineFace/ProfilesCommand.swift:83
msgid "Password of \"{name}\": "
msgstr "Пароль профиля «{name}»: "

#: Sources/Features/Profiles/ProfilesText.swift:22
msgid "Password to hide \"{name}\": "
msgstr "Пароль, чтобы скрыть «{name}»: "

#: Sources/Features/Text/PromptText.swift:7
msgid "Password: "
msgstr "Пароль: "

#: Sources/CommandLineFace/Arguments.swift:16
msgid "Passwords are never given as arguments (other users can read a command line, and shells keep it): type it at the no-echo prompt, or give it on a line of standard input with --password-stdin."
msgstr "Пароли никогда не передаются аргументами (командную строку могут прочитать другие пользователи, а оболочки её сохраняют): введите пароль по запросу без отображения ввода или передайте строкой стандартного ввода с --password-stdin."

#: Sources/Features/Profiles/HideProfileText.swift:23
msgid "Passwords don't match."
msgstr "Пароли не совпадают."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:19
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "Вставьте или введите ссылку  Tab перейти  Enter импорт  Esc назад"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:190
msgid "Paste the migration link"
msgstr "Вставьте ссылку для переноса"

#: Sources/Features/Migration/MigrationText.swift:62
msgid "Paste the migration link: "
msgstr "Вставьте ссылку для переноса: "

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "Periodic interval"
msgstr "Интервал проверки"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "Периодически: новые сообщения проверяются раз в {count} минуту; бережёт батарею."
msgstr[1] "Периодически: новые сообщения проверяются раз в {count} минуты; бережёт батарею."
msgstr[2] "Периодически: новые сообщения проверяются раз в {count} минут; бережёт батарею."

#: Sources/Features/Errors/ErrorReport.swift:255
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "Доступ запрещён: {detail} Проверьте владельца и права каталога данных."

#: Sources/TerminalFace/App/MenuSheet.swift:23
msgid "PgUp/PgDn"
msgstr "PgUp/PgDn"

#: Sources/CommandLineFace/CommandCatalog.swift:85
msgid "Print every row of every table as the database key reads it (the passcode holder's view)."
msgstr "Вывести каждую строку каждой таблицы так, как её читает ключ базы данных (то, что видит владелец кода доступа)."

#: Sources/CommandLineFace/CommandCatalog.swift:63
msgid "Print the conditions of use."
msgstr "Вывести условия использования."

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "Операторы серверов не имеют доступа к личным чатам, группам и вашим контактам."

#: Sources/PlainFace/PlainApp+Onboarding.swift:84
msgid "Profile \"{name}\" created."
msgstr "Профиль «{name}» создан."

#: Sources/Features/Desktop/DesktopText.swift:122
msgid "Profile actions"
msgstr "Действия с профилем"

#: Sources/CommandLineFace/CommandContext.swift:82
msgid "Profile name (not shown): "
msgstr "Имя профиля (не отображается): "

#: Sources/Features/Lock/LockText.swift:72
msgid "Profile name after a wipe: "
msgstr "Имя профиля после стирания: "

#: Sources/TerminalFace/App/AppUpdate.swift:211
msgid "Profile unhidden"
msgstr "Профиль снова виден"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:54
msgid "Profiles"
msgstr "Профили"

#: Sources/Features/Lock/RecoveryFlow.swift:96
msgid "Protect the data with"
msgstr "Защищать данные"

#: Sources/Features/Lock/LockSettingsText.swift:121
msgid "Protect the data with {level}?"
msgstr "Защитить данные так: {level}?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:72
msgid "Protection"
msgstr "Защита"

#: Sources/Features/Migration/MigrationImport.swift:45
msgid "Protection: the data on this device is under a key file beside the data (no passcode)."
msgstr "Защита: данные на этом устройстве защищены файлом ключа рядом с данными (без кода доступа)."

#: Sources/Features/Migration/MigrationImport.swift:43
msgid "Protection: the data on this device is under a passcode (the app lock)."
msgstr "Защита: данные на этом устройстве защищены кодом доступа (блокировка приложения)."

#: Sources/Features/Migration/MigrationImport.swift:44
msgid "Protection: the data on this device is under the desktop keyring."
msgstr "Защита: данные на этом устройстве защищены связкой ключей рабочего стола."

#: Sources/Features/Lock/LockText.swift:27
msgid "Protection: {level}"
msgstr "Защита: {level}"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "Push-уведомления"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:147
msgid "QR code of the migration link"
msgstr "QR-код ссылки для переноса"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "Выйти"

#: Sources/Features/Lock/RecoveryFlow.swift:140
msgid "Re-encrypt all data"
msgstr "Заново зашифровать все данные"

#: Sources/Features/Lock/Rekey.swift:39
msgid "Re-encrypt all data under a new key"
msgstr "Заново зашифровать все данные новым ключом"

#: Sources/CommandLineFace/CommandCatalog.swift:73
msgid "Re-encrypt all data under a new key (if the passcode or threshold.key may have leaked)."
msgstr "Перешифровать все данные новым ключом (если код доступа или threshold.key могли утечь)."

#: Sources/Features/Lock/RecoveryFlow.swift:146
msgid "Re-encrypt all data under a new key?"
msgstr "Заново зашифровать все данные новым ключом?"

#: Sources/Features/Lock/Rekey.swift:25
msgid "Re-encrypting: {copied} of {total} pages"
msgstr "Повторное шифрование: {copied} из {total} страниц"

#: Sources/PlainFace/PlainApp.swift:94
msgid "Read a chat"
msgstr "Прочитать чат"

#: Sources/PlainFace/PlainApp.swift:114
msgid "Read which chat?"
msgstr "Какой чат прочитать?"

#: Sources/CommandLineFace/CommandCatalog.swift:84
msgid "Receive a message as if from a contact (by --profile and --chat, or by server --queue as the messaging layer does)."
msgstr "Принять сообщение, как будто от контакта (по --profile и --chat или по очереди сервера --queue, как это делает слой обмена сообщениями)."

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received quietly."
msgstr "Принято без уведомления."

#: Sources/Features/Migration/DirectTransfer.swift:166
msgid "Received {size} directly from the other device (the connection was resumed {count} time)."
msgid_plural "Received {size} directly from the other device (the connection was resumed {count} times)."
msgstr[0] "Получено {size} напрямую с другого устройства (соединение возобновлялось {count} раз)."
msgstr[1] "Получено {size} напрямую с другого устройства (соединение возобновлялось {count} раза)."
msgstr[2] "Получено {size} напрямую с другого устройства (соединение возобновлялось {count} раз)."

#: Sources/Features/Migration/DirectTransfer.swift:165
msgid "Received {size} directly from the other device."
msgstr "Получено {size} напрямую с другого устройства."

#: Sources/CommandLineFace/DevCommand.swift:51
msgid "Received; a notification would show."
msgstr "Принято; было бы показано уведомление."

#: Sources/Features/Migration/MigrationText.swift:55
msgid "Recorded that this device's data was migrated."
msgstr "Отмечено, что данные этого устройства перенесены."

#: Sources/Features/Lock/RecoveryFlow.swift:103
msgid "Recovery key"
msgstr "Ключ восстановления"

#: Sources/Features/Lock/RecoveryFlow.swift:114
msgid "Recovery key copied. Paste it where you keep it, then clear the clipboard."
msgstr "Ключ восстановления скопирован. Вставьте его туда, где храните, затем очистите буфер обмена."

#: Sources/Features/Lock/Recovery.swift:71
msgid "Recovery key made. With it, 'threshold lock recover' opens the data if the passcode or the keyring entry is lost."
msgstr "Ключ восстановления создан. С ним 'threshold lock recover' откроет данные, если код доступа или запись в связке ключей потеряны."

#: Sources/Features/Lock/Recovery.swift:86
msgid "Recovery key removed: it opens nothing now."
msgstr "Ключ восстановления удалён: теперь он ничего не открывает."

#: Sources/Features/Lock/Recovery.swift:67
msgid "Recovery key: "
msgstr "Ключ восстановления: "

#: Sources/Features/Migration/DirectTransfer.swift:70
msgid "Refused a connection from a device that does not have the link."
msgstr "Отклонено подключение устройства, у которого нет ссылки."

#: Sources/Features/Migration/DirectTransfer.swift:69
msgid "Refused another device: this device is already sending."
msgstr "Отклонено другое устройство: это устройство уже передаёт данные."

#: Sources/Features/Lock/LockSettingsText.swift:47
msgid "Remove"
msgstr "Удалить"

#: Sources/Features/Lock/LockText.swift:47
msgid "Remove self-destruct passcode"
msgstr "Удалить код самоуничтожения"

#: Sources/Features/Lock/RecoveryFlow.swift:128
msgid "Remove the recovery key?"
msgstr "Удалить ключ восстановления?"

#: Sources/CommandLineFace/CommandCatalog.swift:76
msgid "Remove the self-destruct passcode."
msgstr "Удалить код самоуничтожения."

#: Sources/Features/Lock/LockSettingsText.swift:43
msgid "Remove the self-destruct passcode?"
msgstr "Удалить код самоуничтожения?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:202
msgid "Replace"
msgstr "Заменить"

#: Sources/Features/Lock/RecoveryFlow.swift:122
msgid "Replace the recovery key?"
msgstr "Заменить ключ восстановления?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "Обязательное поле."

#: Sources/Features/Migration/MigrationText.swift:69
msgid "Retry"
msgstr "Повторить"

#: Sources/PlainFace/PlainApp+Onboarding.swift:128
msgid "Retry loading the conditions"
msgstr "Загрузить условия снова"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "Сначала повторите загрузку условий."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:48
msgid "Roles"
msgstr "Роли"

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Run 'threshold --help' for the list."
msgstr "Список команд: 'threshold --help'."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:14
msgid ""
"Run 'threshold COMMAND --help' for what a command does.\n"
"Passwords are asked for without echo on a terminal, or read one per line from standard input with --password-stdin. The app-lock passcode, when set, is asked first (no echo), or read from the first line of standard input with --passcode-stdin. No secret is ever an argument (other users read command lines through /proc; shells keep them): leave LINK off 'migrate import', and NAME off a command whose profile may be hidden, to be asked at a no-echo prompt or to give it on standard input. Lines of standard input are read in this order: the passcode, the profile's name or the migration link, the new name (--name-stdin), the profile password, a new passcode. With --json the result or the error is one JSON object on stdout.\n"
"Exit codes: 0 success, 1 refused by a rule or bad data, 2 usage error.\n"
"Data directory: --data-dir, else $THRESHOLD_HOME, else $XDG_DATA_HOME/threshold, else ~/.local/share/threshold.\n"
"Language: --lang, else 'threshold language', else $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps: pseudo-locale)."
msgstr ""
"Что делает команда, покажет 'threshold COMMAND --help'.\n"
"Пароли запрашиваются в терминале без отображения ввода или читаются по одному на строку со стандартного ввода с --password-stdin. Код доступа блокировки, если задан, запрашивается первым (без отображения) или читается из первой строки стандартного ввода с --passcode-stdin. Секрет никогда не бывает аргументом (другие пользователи читают командные строки через /proc; оболочки их сохраняют): не указывайте LINK у 'migrate import' и NAME у команды, профиль которой может быть скрыт, — тогда они будут запрошены без отображения ввода или их можно передать через стандартный ввод. Строки стандартного ввода читаются в таком порядке: код доступа, имя профиля или ссылка для переноса, новое имя (--name-stdin), пароль профиля, новый код доступа. С --json результат или ошибка — один объект JSON на stdout.\n"
"Коды выхода: 0 — успех, 1 — отказ по правилу или неверные данные, 2 — ошибка использования.\n"
"Каталог данных: --data-dir, иначе $THRESHOLD_HOME, иначе $XDG_DATA_HOME/threshold, иначе ~/.local/share/threshold.\n"
"Язык: --lang, иначе 'threshold language', иначе $LANGUAGE, $LC_ALL, $LC_MESSAGES, $LANG (--lang qps: псевдолокаль)."

#: Sources/CommandLineFace/MigrateCommand.swift:179
msgid "Same code on both devices?"
msgstr "Одинаковый код на обоих устройствах?"

#: Sources/Features/Profiles/HideProfileText.swift:17
msgid "Save profile password"
msgstr "Сохранить пароль профиля"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:106
msgid "Saved."
msgstr "Сохранено."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:47
msgid "Saving…"
msgstr "Сохранение…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "Поиск или пароль"

#: Sources/PlainFace/PlainApp.swift:127
msgid "Search or enter password (empty for all): "
msgstr "Поиск или пароль (пусто — все): "

#: Sources/CommandLineFace/DevCommand.swift:19
msgid "Seeded profiles: {profiles}, chats: {chats}, messages: {messages}."
msgstr "Создано — профилей: {profiles}, чатов: {chats}, сообщений: {messages}."

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Select at least one operator to accept the conditions."
msgstr "Выберите хотя бы одного оператора, чтобы принять условия."

#: Sources/PlainFace/PlainApp+Onboarding.swift:147
msgid "Select at least one operator."
msgstr "Выберите хотя бы одного оператора."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:165
msgid "Select the link to copy it. Esc back"
msgstr "Выделите и скопируйте ссылку. Esc назад"

#: Sources/Features/Lock/LockSettingsText.swift:10
msgid "Self-destruct passcode"
msgstr "Код самоуничтожения"

#: Sources/Features/Lock/LockSettingsText.swift:96
msgid "Self-destruct passcode removed."
msgstr "Код самоуничтожения удалён."

#: Sources/Features/Lock/LockText.swift:64
msgid "Self-destruct passcode set."
msgstr "Код самоуничтожения задан."

#: Sources/Features/Lock/LockSettingsText.swift:93
msgid "Self-destruct passcode set. Entered at any passcode prompt, it wipes all data and opens a new profile named \"{name}\"."
msgstr "Код самоуничтожения задан. Введённый при любом запросе кода, он стирает все данные и открывает новый профиль «{name}»."

#: Sources/Features/Lock/LockText.swift:53
msgid "Self-destruct passcode: "
msgstr "Код самоуничтожения: "

#: Sources/Features/Lock/LockText.swift:29
msgid "Self-destruct passcode: {state}"
msgstr "Код самоуничтожения: {state}"

#: Sources/CommandLineFace/CommandCatalog.swift:81
msgid "Send the owed requests now."
msgstr "Отправить ожидающие запросы сейчас."

#: Sources/Features/Migration/DirectTransfer.swift:37
msgid "Send to a device on this network"
msgstr "Отправить на устройство в этой сети"

#: Sources/Features/Migration/DirectTransfer.swift:80
msgid "Sent {size} to the new device. This device no longer listens. Finalize the migration here once the new device shows your data (threshold migrate finalize)."
msgstr "Отправлено {size} на новое устройство. Это устройство больше не ожидает подключений. Завершите перенос здесь, когда новое устройство покажет ваши данные (threshold migrate finalize)."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Server operators"
msgstr "Операторы серверов"

#: Sources/Features/Lock/LockSettingsText.swift:25
msgid "Set a passcode first"
msgstr "Сначала задайте код доступа"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "Сначала задайте код доступа: threshold lock set."

#: Sources/Features/Lock/LockSettingsText.swift:79
msgid "Set limit"
msgstr "Задать лимит"

#: Sources/CommandLineFace/CommandCatalog.swift:70
msgid "Set or change the passcode; --rekey (asked on a terminal) also re-encrypts all data under a new key."
msgstr "Задать или сменить код доступа; --rekey (в терминале спрашивается) также перешифровывает все данные новым ключом."

#: Sources/Features/Lock/LockSettingsText.swift:20
msgid "Set passcode"
msgstr "Задать код доступа"

#: Sources/Features/Lock/LockSettingsText.swift:67
msgid "Set self-destruct passcode"
msgstr "Задать код самоуничтожения"

#: Sources/CommandLineFace/CommandCatalog.swift:75
msgid "Set the self-destruct passcode and the profile left after a wipe (without NAME: the name from standard input, after the passcode)."
msgstr "Задать код самоуничтожения и профиль, который останется после стирания (без NAME — имя из стандартного ввода, после кода доступа)."

#: Sources/Features/Lock/LockSettingsText.swift:61
msgid "Set the self-destruct passcode?"
msgstr "Задать код самоуничтожения?"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:77
msgid "Set: entering it opens a new profile named \"{name}\". Enter changes it; x removes it. Entered at any passcode prompt, it wipes all data on this device and opens that one profile, as an ordinary unlock would."
msgstr "Задан: его ввод открывает новый профиль «{name}». Enter меняет его; x удаляет. Введённый при любом запросе кода, он стирает все данные на этом устройстве и открывает только этот профиль, как при обычной разблокировке."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "Настройки"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "Settings · Notifications"
msgstr "Настройки · Уведомления"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:11
msgid "Settings · Server operators"
msgstr "Настройки · Операторы серверов"

#: Sources/CommandLineFace/CommandCatalog.swift:58
msgid "Show a chat of the active profile (its messages) and mark it read."
msgstr "Показать чат активного профиля (его сообщения) и отметить его прочитанным."

#: Sources/CommandLineFace/CommandCatalog.swift:79
msgid "Show or choose the language (de, fr, es, ru, ja, ar, qps; system: from LANGUAGE/LANG)."
msgstr "Показать или выбрать язык (de, fr, es, ru, ja, ar, qps; system: из LANGUAGE/LANG)."

#: Sources/CommandLineFace/CommandCatalog.swift:64
msgid "Show or choose the notification mode."
msgstr "Показать или выбрать режим уведомлений."

#: Sources/CommandLineFace/CommandCatalog.swift:69
msgid "Show the app lock's settings."
msgstr "Показать настройки блокировки приложения."

#: Sources/CommandLineFace/CommandCatalog.swift:65
msgid "Show what's new since you last looked (--all: every version)."
msgstr "Показать, что нового с последнего просмотра (--all: все версии)."

#: Sources/CommandLineFace/CommandCatalog.swift:59
msgid "Show which onboarding steps are done and which is next."
msgstr "Показать, какие шаги настройки пройдены и какой следующий."

#: Sources/TerminalFace/Onboarding/InfoPageScreen.swift:23
msgid "Skip"
msgstr "Пропустить"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:68
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Пробел отметить  ←→ оператор  Esc закрыть"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:98
msgid "Starting the import…"
msgstr "Запуск импорта…"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:54
msgid "Starting…"
msgstr "Запуск…"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:124
msgid "Step {index} of {total}"
msgstr "Шаг {index} из {total}"

#: Sources/CommandLineFace/CommandCatalog.swift:51
msgid "Stop a profile's notifications."
msgstr "Отключить уведомления профиля."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:208
msgid "Stop the import"
msgstr "Остановить импорт"

#: Sources/Features/Migration/DirectTransfer.swift:143
msgid "Stop the import? Nothing on this device changes."
msgstr "Остановить импорт? На этом устройстве ничего не изменится."

#: Sources/Features/Migration/DirectTransfer.swift:110
msgid "Stopped. No transfer was made, and this device no longer listens."
msgstr "Остановлено. Ничего не передано, и это устройство больше не ожидает подключения."

#: Sources/Features/Migration/DirectTransfer.swift:151
msgid "Stopping the import…"
msgstr "Импорт останавливается…"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "Переключиться на этот профиль"

#: Sources/TerminalFace/Home/AppUpdate+Home.swift:48
msgid "Switch to {name}"
msgstr "Переключиться на {name}"

#: Sources/PlainFace/PlainApp.swift:96
msgid "Switch to {name} ({count} unread)"
msgstr "Переключиться на {name} (непрочитанных: {count})"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:13
msgid "Tab move  Enter choose  c create  m migrate  i how it works  Ctrl-C quit"
msgstr "Tab перейти  Enter выбрать  c создать  m перенести  i как это работает  Ctrl-C выход"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Tab next  Enter next/create"
msgstr "Tab далее  Enter далее/создать"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/create  Esc back"
msgstr "Tab далее  Enter далее/создать  Esc назад"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:11
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab далее  Enter далее/сохранить  Esc назад"

#: Sources/TerminalFace/Profiles/HideProfileScreen.swift:13
msgid "Tab next  Enter save  Esc back"
msgstr "Tab далее  Enter сохранить  Esc назад"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Ctrl-C quit"
msgstr "Tab далее  ←→ уровень  Enter далее/открыть  Ctrl-C выход"

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:56
msgid "Tab next  ←→ level  Enter next/open  Esc back"
msgstr "Tab далее  ←→ уровень  Enter далее/открыть  Esc назад"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "Расскажите о себе контактам"

#: Sources/PlainFace/PlainApp+Onboarding.swift:77
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "Текст «О себе» занимает {size}/{limit} байт; сократите его."

#: Sources/Features/Errors/ErrorReport.swift:137
msgid "That is not a recovery key: it has 40 letters and digits in 8 groups (a typo makes its check fail). Nothing was tried or changed."
msgstr "Это не ключ восстановления: в нём 40 букв и цифр в 8 группах (опечатка не проходит его проверку). Ничего не проверялось и не изменилось."

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "Это не код доступа другого устройства."

#: Sources/Features/Errors/ErrorReport.swift:192
msgid "That is not the passcode of the device the archive comes from. Nothing was changed; import again with that device's app passcode."
msgstr "Это не код доступа устройства, с которого получен архив. Ничего не изменено; импортируйте снова с кодом приложения того устройства."

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "Активный профиль нельзя удалить. Сначала переключитесь на другой профиль."

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "Активный профиль нельзя скрыть. Сначала переключитесь на другой профиль."

#: Sources/Features/Lock/LockSettingsText.swift:89
msgid "The app lock is off. The self-destruct passcode and the attempt limit were removed too."
msgstr "Блокировка приложения выключена. Код самоуничтожения и лимит попыток тоже удалены."

#: Sources/Features/Migration/MigrationImport.swift:178
msgid "The archive comes from a device locked with a passcode, and this screen can't ask for that passcode yet: import it with threshold --plain (Migrate from another device) or threshold migrate import, which ask for it."
msgstr "Архив получен с устройства, заблокированного кодом доступа, а этот экран пока не умеет его спрашивать: импортируйте его через threshold --plain («Перенести с другого устройства») или threshold migrate import, которые его спрашивают."

#: Sources/Features/Migration/MigrationText.swift:77
msgid "The archive comes from a device locked with a passcode. Its passcode (empty to import without it): "
msgstr "Архив получен с устройства, заблокированного кодом доступа. Его код (пусто — импорт без него): "

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "Архив создан на устройстве, заблокированном кодом доступа. Введите этот код, чтобы это устройство тоже было защищено им, или оставьте поле пустым, чтобы импортировать без него."

#: Sources/CommandLineFace/MigrateCommand.swift:148
msgid "The archive comes from a device locked with a passcode: give that passcode on the next line of standard input, or import without it with --without-lock (this device is then unlocked). Nothing was changed."
msgstr "Архив получен с устройства, заблокированного кодом доступа: передайте этот код следующей строкой стандартного ввода или импортируйте без него с --without-lock (тогда это устройство будет без блокировки). Ничего не изменено."

#: Sources/Features/Errors/ErrorReport.swift:187
msgid "The archive comes from a newer version of Threshold (schema {archive}; this version knows {supported}). Update Threshold, then import again. Nothing was changed."
msgstr "Архив создан более новой версией Threshold (схема {archive}; эта версия знает {supported}). Обновите Threshold и импортируйте снова. Ничего не изменено."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:145
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "Архив готов. На другом устройстве выберите «Перенести с другого устройства» и отсканируйте код или вставьте ссылку."

#: Sources/Features/Lock/LockSettingsText.swift:32
msgid "The attempt limit counts wrong passcodes: set a passcode first."
msgstr "Лимит попыток считает неверные коды доступа: сначала задайте код."

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "Лимит попыток — целое число от 1 до {limit} или off."

#: Sources/TerminalFace/Profiles/AppUpdate+Forms.swift:37
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "Текст «О себе» занимает {size} байт; предел — {limit} байт."

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "Файл бренда нельзя использовать:"

#: Sources/Features/Errors/ErrorReport.swift:204
msgid "The code you typed is not the one this device computed: the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "Введённый код не совпадает с вычисленным этим устройством: ссылка ведёт не на ваше другое устройство (её подменили, или кто-то вмешался). Ничего не импортировано; экспортируйте снова на другом устройстве и используйте новую ссылку."

#: Sources/Features/Migration/DirectTransfer.swift:159
msgid "The codes differ, so the link does not lead to your other device (it was swapped, or someone is in between). Nothing was imported; export again on your other device and use its new link."
msgstr "Коды различаются, значит ссылка ведёт не на ваше другое устройство (её подменили, или кто-то вмешался). Ничего не импортировано; экспортируйте снова на другом устройстве и используйте новую ссылку."

#: Sources/Features/Migration/DirectTransfer.swift:76
msgid "The connection broke after {size}. Still listening, so the new device can resume."
msgstr "Соединение оборвалось после {size}. Ожидание продолжается, чтобы новое устройство могло возобновить передачу."

#: Sources/Features/Errors/ErrorReport.swift:235
msgid "The data folder can't be written (read-only or no permission). Only reading works."
msgstr "В папку данных нельзя записывать (только чтение или нет прав). Работает только чтение."

#: Sources/Features/Errors/ErrorReport.swift:222
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "Данные заняты другим процессом Threshold. Повторите попытку, когда он завершится."

#: Sources/Features/Lock/LockSettingsText.swift:132
msgid "The data is now protected by: {level}."
msgstr "Теперь данные защищены так: {level}."

#: Sources/Features/Lock/Recovery.swift:76
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one with 'threshold lock recovery-key' if it may have been seen."
msgstr "Данные снова открыты и теперь защищены на уровне {level}. Ключ восстановления по-прежнему действует; создайте новый командой 'threshold lock recovery-key', если его могли увидеть."

#: Sources/Features/Lock/Rekey.swift:35
msgid "The data key was kept (only re-wrapped): whoever has an old copy of threshold.key and the old passcode can still read the data. Run 'threshold lock rekey' (or choose Re-encrypt all data) if the old passcode leaked."
msgstr "Ключ данных сохранён (только заново обёрнут): тот, у кого есть старая копия threshold.key и старый код доступа, по-прежнему может прочитать данные. Выполните 'threshold lock rekey' (или выберите «Заново зашифровать все данные»), если старый код стал известен."

#: Sources/Features/Errors/ErrorReport.swift:227
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "Не удаётся открыть базу данных ({detail}). Проверьте, что каталог данных принадлежит вам и доступен для записи."

#: Sources/Features/Errors/ErrorReport.swift:224
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "Файл базы данных повреждён или не является базой Threshold. Он не изменён."

#: Sources/Features/Errors/ErrorReport.swift:243
msgid "The database file is empty (0 bytes): the data is lost or was replaced. It was not treated as a new install."
msgstr "Файл базы данных пуст (0 байт): данные потеряны или заменены. Он не был принят за новую установку."

#: Sources/Features/Errors/ErrorReport.swift:239
msgid "The database is encrypted and no key was given."
msgstr "База данных зашифрована, а ключ не указан."

#: Sources/Features/Errors/ErrorReport.swift:241
msgid "The database is not encrypted yet; it must be converted first."
msgstr "База данных ещё не зашифрована; сначала её нужно преобразовать."

#: Sources/Features/Errors/ErrorReport.swift:237
msgid "The database key does not open this database. It was not changed."
msgstr "Ключ базы данных не открывает эту базу. Она не изменена."

#: Sources/Features/Lock/LockText.swift:94
msgid "The database key is now kept by the desktop keyring. If that keyring entry is lost, only a recovery key opens the data."
msgstr "Ключ базы данных теперь хранится в связке ключей рабочего стола. Если эта запись потеряется, данные откроет только ключ восстановления."

#: Sources/Features/Lock/LockText.swift:95
msgid "The database key is now kept in threshold.key beside the data. This protects copies of the database file alone, not your account."
msgstr "Ключ базы данных теперь хранится в threshold.key рядом с данными. Это защищает только отдельные копии файла базы данных, а не вашу учётную запись."

#: Sources/Features/Lock/LockSettingsText.swift:126
msgid "The database key moves into a key file beside the data: this protects copies of the database, not a copy of the whole folder."
msgstr "Ключ базы данных переносится в файл ключа рядом с данными: это защищает копии базы, но не копию всей папки."

#: Sources/Features/Lock/LockSettingsText.swift:125
msgid "The database key moves into the desktop keyring (Secret Service): whoever copies the data folder can't read it without your login keyring."
msgstr "Ключ базы данных переносится в связку ключей рабочего стола (Secret Service): скопировавший папку данных не прочтёт её без вашей связки ключей входа."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:77
msgid "The desktop keyring"
msgstr "Связка ключей рабочего стола"

#: Sources/Features/Errors/ErrorReport.swift:133
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Open it with your recovery key: threshold lock recover. Nothing was changed."
msgstr "В связке ключей рабочего стола нет ключа для этих данных (запись удалена, или это другая связка). Откройте их ключом восстановления: threshold lock recover. Ничего не изменилось."

#: Sources/Features/Lock/RecoveryFlow.swift:93
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). This data has a recovery key: type it to open the data, then choose how to protect it from now on."
msgstr "В связке ключей рабочего стола нет ключа для этих данных (запись удалена, или это другая связка). У этих данных есть ключ восстановления: введите его, чтобы открыть данные, затем выберите, как защищать их дальше."

#: Sources/Features/Errors/ErrorReport.swift:135
msgid "The desktop keyring has no key for this data (its entry was removed, or this is another keyring). Threshold keeps no other copy and no recovery key was made: without that entry the data can't be read. Restore the keyring from a backup, or log in to the desktop session whose keyring holds it; nothing was changed."
msgstr "В связке ключей рабочего стола нет ключа для этих данных (запись удалена, или это другая связка). Threshold не хранит другой копии, а ключ восстановления не создавался: без этой записи данные нельзя прочитать. Восстановите связку ключей из резервной копии или войдите в сеанс рабочего стола, чья связка её содержит; ничего не изменилось."

#: Sources/Features/Migration/DirectTransfer.swift:73
msgid "The device left before confirming the short code. Still listening."
msgstr "Устройство отключилось, не подтвердив короткий код. Ожидание продолжается."

#: Sources/Features/Errors/ErrorReport.swift:233
msgid "The disk is full. Free some space and try again; what was being saved was not saved."
msgstr "Диск заполнен. Освободите место и попробуйте ещё раз; то, что сохранялось, не сохранено."

#: Sources/Features/Errors/ErrorReport.swift:245
msgid "The disk reported an error while reading or writing the data ({detail}). What was being saved was not saved; the data already stored was not changed."
msgstr "Диск сообщил об ошибке при чтении или записи данных ({detail}). То, что сохранялось, не сохранено; уже сохранённые данные не изменены."

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:60
msgid "The export failed: {reason}"
msgstr "Экспорт не удался: {reason}"

#: Sources/Features/Migration/DirectTransfer.swift:20
msgid "The import was stopped before the codes were compared."
msgstr "Импорт остановлен до сравнения кодов."

#: Sources/Features/Migration/MigrationImport.swift:222
msgid "The import was stopped before the other device's passcode was given."
msgstr "Импорт остановлен до ввода кода доступа другого устройства."

#: Sources/Features/Migration/DirectTransfer.swift:155
msgid "The import was stopped."
msgstr "Импорт остановлен."

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "Не удалось записать файл ключа ({reason}). Прежние настройки по-прежнему действуют."

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "Не удаётся прочитать файл ключа threshold.key рядом с базой данных: {reason}. Ничего не изменено и не стёрто."

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "Файл ключа threshold.key рядом с базой данных повреждён или создан более новой версией Threshold. Ничего не изменено и не стёрто; восстановите файл из резервной копии или обновите Threshold."

#: Sources/Features/Lock/RecoveryFlow.swift:119
msgid "The key is hidden now. Type it from what you wrote down (dashes and spaces don't matter): it is stored only if it matches."
msgstr "Теперь ключ скрыт. Введите его по своей записи (дефисы и пробелы не важны): он сохранится, только если совпадёт."

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "Последний видимый профиль нельзя скрыть. Сначала создайте ещё один профиль."

#: Sources/Features/Errors/ErrorReport.swift:181
msgid "The migration archive can't be found or read: {detail} Nothing was changed."
msgstr "Архив переноса не найден или не читается: {detail} Ничего не изменено."

#: Sources/Features/Errors/ErrorReport.swift:185
msgid "The migration archive is damaged or incomplete: {detail} Nothing was changed; export it again on the other device."
msgstr "Архив переноса повреждён или неполон: {detail} Ничего не изменено; экспортируйте его снова на другом устройстве."

#: Sources/CommandLineFace/Arguments.swift:20
msgid "The migration link holds the archive's key, so it is never an option: run 'threshold migrate import' and paste it when asked, or give it on the first line of standard input."
msgstr "Ссылка для переноса содержит ключ архива, поэтому никогда не бывает опцией: запустите 'threshold migrate import' и вставьте её по запросу или передайте первой строкой стандартного ввода."

#: Sources/PlainFace/PlainApp.swift:265
msgid "The name needs at least one letter, number or symbol."
msgstr "В имени должна быть хотя бы одна буква, цифра или символ."

#: Sources/Features/Migration/DirectTransfer.swift:65
msgid "The new device reconnected: sending again from {size}."
msgstr "Новое устройство подключилось снова: передача продолжается с {size}."

#: Sources/Features/Lock/Recovery.swift:82
msgid "The old recovery key opened the old key and now opens nothing. Make a new one with 'threshold lock recovery-key'."
msgstr "Старый ключ восстановления открывал старый ключ и теперь ничего не открывает. Создайте новый командой 'threshold lock recovery-key'."

#: Sources/Features/Settings/SettingsText.swift:19
msgid "The onboarding and private profiles of a messenger without user identifiers. Everything stays on this device until you share it."
msgstr "Первичная настройка и личные профили мессенджера без идентификаторов пользователей. Всё остаётся на этом устройстве, пока вы сами этим не поделитесь."

#: Sources/Features/Migration/MigrationImport.swift:59
msgid "The other device was locked with a passcode, and you imported without it: this device is now unlocked (Threshold opens without a passcode). To set one: threshold lock set, or Settings › App lock."
msgstr "Другое устройство было заблокировано кодом доступа, а вы импортировали без него: это устройство теперь без блокировки (Threshold открывается без кода). Чтобы задать код: threshold lock set или Настройки › Блокировка приложения."

#: Sources/Features/Errors/ErrorReport.swift:200
msgid "The other device was not trusted: {detail}"
msgstr "Другому устройству нельзя доверять: {detail}"

#: Sources/CommandLineFace/OutboxCommand.swift:18
msgid "The outbox is empty."
msgstr "Очередь отправки пуста."

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "Код доступа и код самоуничтожения должны различаться. Выберите другой."

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "Код доступа не может начинаться или заканчиваться пробелом."

#: Sources/Features/Lock/LockSettingsText.swift:17
msgid "The passcode is asked at start and before creating, deleting, hiding, unhiding or revealing profiles."
msgstr "Код доступа спрашивается при запуске и перед созданием, удалением, скрытием, возвратом или раскрытием профилей."

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "Код доступа включён, и данные защищены им. Сначала отключите его (threshold lock clear), чтобы выбрать другой уровень."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:83
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "Код доступа включён, поэтому данные защищены им. Чтобы выбрать другой уровень, сначала отключите его."

#: Sources/Features/Errors/ErrorReport.swift:128
msgid "The passcode was not checked because the attempt could not be recorded ({reason}). Make the data directory writable (free some disk space), then try again."
msgstr "Код не проверен, потому что попытку не удалось записать ({reason}). Сделайте каталог данных доступным для записи (освободите место на диске) и попробуйте снова."

#: Sources/Features/Lock/NewPasscode.swift:23
msgid "The passcodes don't match."
msgstr "Коды доступа не совпадают."

#: Sources/Features/Errors/ErrorReport.swift:100
msgid "The password can't be empty."
msgstr "Пароль не может быть пустым."

#: Sources/Features/Errors/ErrorReport.swift:101
msgid "The password can't start or end with a space."
msgstr "Пароль не может начинаться или заканчиваться пробелом."

#: Sources/TerminalFace/App/AppUpdate.swift:212
msgid "The profile is visible again (still muted). Its password no longer reveals it."
msgstr "Профиль снова виден (звук по-прежнему выключен). Его пароль больше не раскрывает его."

#: Sources/CommandLineFace/CommandContext.swift:86
msgid "The profile name read from standard input is empty. Usage: {usage}"
msgstr "Имя профиля, прочитанное со стандартного ввода, пусто. Использование: {usage}"

#: Sources/Features/Lock/RecoveryFlow.swift:89
msgid "The recovery key opens the data if the passcode is forgotten or the keyring entry is lost. Then choose how to protect the data from now on."
msgstr "Ключ восстановления открывает данные, если код доступа забыт или запись в связке ключей потеряна. Затем выберите, как защищать данные дальше."

#: Sources/Features/Lock/RecoveryFlow.swift:131
msgid "The recovery key then opens nothing. Without one, a forgotten passcode or a lost keyring entry means the data can't be read."
msgstr "Ключ восстановления после этого ничего не откроет. Без него забытый код доступа или потерянная запись в связке ключей означают, что данные не прочитать."

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "The recovery key typed back differs from the one shown. Nothing was stored; try again."
msgstr "Введённый ключ восстановления отличается от показанного. Ничего не сохранено; попробуйте ещё раз."

#: Sources/Features/Lock/LockSettingsText.swift:28
msgid "The self-destruct passcode works at the passcode prompt: set a passcode first."
msgstr "Код самоуничтожения работает при запросе кода доступа: сначала задайте код."

#: Sources/Features/Lock/LockText.swift:90
msgid "The two passcodes differ; nothing was changed."
msgstr "Два кода доступа не совпадают; ничего не изменено."

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "Введённые коды не совпадают. Ничего не изменено; попробуйте ещё раз."

#: Sources/Features/Profiles/ProfilesText.swift:25
msgid "The two passwords differ; nothing was changed."
msgstr "Пароли не совпадают; ничего не изменено."

#: Sources/Features/Settings/SettingsText.swift:12
msgid "Theme"
msgstr "Тема"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "There is no active profile. Create one first."
msgstr "Активного профиля нет. Сначала создайте профиль."

#: Sources/Features/Migration/MigrationImport.swift:57
msgid "There is no attempt limit, as before."
msgstr "Как и раньше, ограничения попыток нет."

#: Sources/CommandLineFace/OnboardingCommand.swift:88
msgid "This app has no conditions document."
msgstr "У этого приложения нет документа с условиями."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:88
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "В этой сборке нет интерактивного приложения. Список команд: 'threshold --help'."

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "This data has no recovery key. Nothing was changed."
msgstr "У этих данных нет ключа восстановления. Ничего не изменилось."

#: Sources/Features/Errors/ErrorReport.swift:220
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "Эти данные записаны более новой версией Threshold. Обновите Threshold; данные не изменены."

#: Sources/Features/Errors/ErrorReport.swift:190
msgid "This device already holds Threshold data. Nothing was changed; to replace all data here with the archive, import again with --replace."
msgstr "На этом устройстве уже есть данные Threshold. Ничего не изменено; чтобы заменить все данные здесь архивом, импортируйте снова с --replace."

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "На этом устройстве уже есть данные. Заменить их импортированными?"

#: Sources/Features/Migration/DirectTransfer.swift:42
msgid "This device is ready to send all its data directly to your new device on this network, once, within {seconds} seconds. On the new device, run threshold migrate import (or choose \"Migrate from another device\") and paste this link when asked. It holds the key to your data: share it only with yourself."
msgstr "Это устройство готово один раз отправить все свои данные напрямую на ваше новое устройство в этой сети в течение {seconds} секунд. На новом устройстве запустите threshold migrate import (или выберите \"Перенести с другого устройства\") и вставьте эту ссылку, когда её попросят. В ней ключ к вашим данным: не передавайте её никому."

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "Запечатанные данные этого скрытого профиля повреждены и не читаются."

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "This migration link can't be used: {detail} Nothing was changed."
msgstr "Эту ссылку для переноса нельзя использовать: {detail} Ничего не изменено."

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "Этот код короткий. Тот, кто скопирует папку данных, сможет перебирать коды без сети, по одному запуску scrypt на код: все 4-значные коды подбираются за минуты, все 6-значные — за часы (docs/security.md). Фраза из нескольких слов гораздо надёжнее."

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "Этот профиль уже скрыт."

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "Этот профиль не скрыт."

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "This recovery key does not open this data. Nothing was changed."
msgstr "Этот ключ восстановления не открывает эти данные. Ничего не изменилось."

#: Sources/Features/Desktop/DesktopText.swift:136
msgid "Threshold can't open its data"
msgstr "Threshold не может открыть свои данные"

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "Threshold не смог до конца подготовить свои данные ({reason}). Сделайте папку данных доступной для записи или освободите место, затем снова запустите Threshold: тогда подготовка завершится."

#: Sources/Features/Text/ScreenText.swift:7
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "В Threshold нет идентификаторов пользователей: ваши профили хранятся на этом устройстве и доступны только выбранным вами контактам. Серверы передают сообщения, не зная, кто с кем общается, и запустить сервер может любой."

#: Sources/Features/Desktop/DesktopText.swift:134
msgid "Threshold is already open"
msgstr "Threshold уже открыт"

#: Sources/Features/Errors/ErrorReport.swift:166
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "Threshold уже работает с {directory} (приложение или команда, заменяющая его данные). Сначала завершите его или укажите другой --data-dir; ничего не изменено."

#: Sources/Features/Desktop/DesktopText.swift:124
msgid "Threshold is locked"
msgstr "Threshold заблокирован"

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold заблокирован. Введите код доступа в терминале по запросу или передайте его первой строкой стандартного ввода с --passcode-stdin."

#: Sources/Features/Lock/LockSettingsText.swift:58
msgid "Threshold will ask for this passcode at start and before creating, deleting, hiding, unhiding or revealing profiles. If you forget it, your data can't be opened."
msgstr "Threshold будет спрашивать этот код при запуске и перед созданием, удалением, скрытием, возвратом или раскрытием профилей. Если вы его забудете, ваши данные нельзя будет открыть."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:103
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "Threshold будет открываться без кода доступа; код самоуничтожения и ограничение попыток будут удалены вместе с ним."

#: Sources/Features/Lock/LockSettingsText.swift:38
msgid "Threshold will open without a passcode. The self-destruct passcode and the attempt limit are removed too."
msgstr "Threshold будет открываться без кода доступа. Код самоуничтожения и лимит попыток тоже будут удалены."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:10
msgid "Threshold: onboarding and private chat profiles."
msgstr "Threshold: первоначальная настройка и приватные профили."

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "Чтобы показать скрытый профиль, введите его полный пароль в поле поиска на экране «Ваши профили»."

#: Sources/Features/Profiles/HideProfileText.swift:8
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\". Hidden profiles are always muted."
msgstr "Чтобы раскрыть скрытый профиль, введите его полный пароль в поле поиска раздела «Ваши профили». Скрытые профили всегда без звука."

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "Слишком много выборов операторов и настройки, чтобы сохранить их при самоуничтожении. Ничего не изменено."

#: Sources/CommandLineFace/ProfilesCommand.swift:127
msgid "Total unread: {count}"
msgstr "Всего непрочитанных: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:45
msgid "Trade name"
msgstr "Торговое название"

#: Sources/Features/Lock/LockSettingsText.swift:41
msgid "Turn off"
msgstr "Отключить"

#: Sources/Features/Lock/LockText.swift:45
msgid "Turn off passcode"
msgstr "Выключить код доступа"

#: Sources/Features/Lock/LockSettingsText.swift:35
msgid "Turn off the app lock?"
msgstr "Выключить блокировку приложения?"

#: Sources/Features/Lock/LockSettingsText.swift:49
msgid "Turn off the attempt limit?"
msgstr "Выключить лимит попыток?"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:41
msgid "Turn off the passcode"
msgstr "Отключить код доступа"

#: Sources/Features/Lock/LockSettingsText.swift:54
msgid "Turn on the app lock?"
msgstr "Включить блокировку приложения?"

#: Sources/CommandLineFace/CommandCatalog.swift:74
msgid "Turn the passcode off."
msgstr "Выключить код доступа."

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "Введите имя или пароль  ↑↓ выбрать  Enter действия  Esc назад"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "Введите число от 0 до {last}."

#: Sources/TerminalFace/Lock/LockFormState.swift:72
msgid "Type a number from 1 to {max}, or leave it empty for off."
msgstr "Введите число от 1 до {max} или оставьте поле пустым, чтобы выключить."

#: Sources/Features/Lock/LockText.swift:81
msgid "Type a whole number from 1 to {max}, or off."
msgstr "Введите целое число от 1 до {max} или off."

#: Sources/TerminalFace/Lock/RecoveryScreens.swift:88
msgid "Type it again"
msgstr "Введите ещё раз"

#: Sources/Features/Text/PromptText.swift:9
msgid "Type it again: "
msgstr "Введите ещё раз: "

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "Введите код  Enter продолжить  Esc остановить импорт"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "Введите код доступа ещё раз."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:18
msgid "Type the path  Enter import  Esc back to the link"
msgstr "Введите путь  Enter импортировать  Esc назад к ссылке"

#: Sources/Features/Lock/Recovery.swift:64
msgid "Type the recovery key to confirm: "
msgstr "Введите ключ восстановления для подтверждения: "

#: Sources/Features/Lock/RecoveryFlow.swift:70
msgid "Type the recovery key."
msgstr "Введите ключ восстановления."

#: Sources/PlainFace/PlainApp+MigrationExport.swift:92
msgid "Type yes to delete: "
msgstr "Введите yes, чтобы удалить: "

#: Sources/TerminalFace/Lock/LockScreen.swift:22
msgid "Type your passcode"
msgstr "Введите код доступа"

#: Sources/CommandLineFace/CommandContext.swift:94
msgid "Unexpected argument \"{argument}\". Usage: {usage}"
msgstr "Неожиданный аргумент «{argument}». Использование: {usage}"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "Непредвиденная ошибка: {type}."

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "Показать снова"

#: Sources/CommandLineFace/CommandCatalog.swift:141
msgid "Unknown command \"{command}\"."
msgstr "Неизвестная команда «{command}»."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:131
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "Неизвестная команда «{command}». Список команд: 'threshold --help'."

#: Sources/CommandLineFace/OnboardingCommand.swift:109
msgid "Unknown mode \"{mode}\". Choose one of: {modes}."
msgstr "Неизвестный режим «{mode}». Выберите один из: {modes}."

#: Sources/CommandLineFace/Arguments.swift:84
msgid "Unknown option --{option}."
msgstr "Неизвестная опция --{option}."

#: Sources/Features/Desktop/DesktopText.swift:165
msgid "Unknown option {option}."
msgstr "Неизвестный параметр {option}."

#: Sources/CommandLineFace/Arguments.swift:43
msgid "Unknown option {option}. Options are written with two dashes, e.g. --json."
msgstr "Неизвестная опция {option}. Опции пишутся с двумя дефисами, например --json."

#: Sources/CommandLineFace/CommandCatalog.swift:142
msgid "Unknown {group} command \"{command}\"."
msgstr "Неизвестная команда {group}: «{command}»."

#: Sources/Features/Desktop/DesktopText.swift:130
msgid "Unlock"
msgstr "Разблокировать"

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "Разблокировать, чтобы искать скрытые профили…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "Включить звук"

#: Sources/CommandLineFace/ProfilesCommand.swift:69
msgid "Unmuted \"{name}\"."
msgstr "Уведомления «{name}» снова включены."

#: Sources/Features/Profiles/ProfilesText.swift:36
msgid "Updated \"{name}\"."
msgstr "«{name}» обновлён."

#: Sources/CommandLineFace/CommandCatalog.swift:144
msgid "Usage:"
msgstr "Использование:"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:11
msgid "Usage: {usage}"
msgstr "Использование: {usage}"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "Перейти к чатам"

#: Sources/Features/Lock/RecoveryFlow.swift:86
msgid "Use the recovery key"
msgstr "Использовать ключ восстановления"

#: Sources/Features/Onboarding/OperatorDetails.swift:17
msgid "Use this operator"
msgstr "Использовать этого оператора"

#: Sources/Features/Migration/MigrationExport.swift:14
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "Если пользоваться Threshold на обоих устройствах, доставка сообщений нарушится: пользуйтесь только новым."

#: Sources/Features/Progress/TransferProgress.swift:77
msgid "Verifying"
msgstr "Проверка"

#: Sources/Features/Settings/SettingsText.swift:16
msgid "Version {version}"
msgstr "Версия {version}"

#: Sources/Features/Desktop/SettingsText+Desktop.swift:118
msgid "Version {version}: {title}"
msgstr "Версия {version}: {title}"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "View conditions"
msgstr "Посмотреть условия"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "Ожидание загрузки условий."

#: Sources/Features/Migration/DirectTransfer.swift:106
msgid "Waiting for the other device…"
msgstr "Ожидание другого устройства…"

#: Sources/Features/Migration/MigrationText.swift:73
msgid "Warning: the migration link holds the archive's key, and as an argument other users of this computer can read it while the import runs. Next time paste it at the prompt, or give it on standard input."
msgstr "Внимание: ссылка для переноса содержит ключ архива, и в аргументах её могут прочитать другие пользователи этого компьютера, пока идёт импорт. В следующий раз вставьте её в запросе или передайте через стандартный ввод."

#: Sources/Features/Lock/LockText.swift:60
msgid "Warning: {warning}"
msgstr "Внимание: {warning}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "Добро пожаловать"

#: Sources/TerminalFace/Onboarding/WhatsNewScreen.swift:10
msgid "What's new"
msgstr "Что нового"

#: Sources/Features/Text/ScreenText.swift:19
msgid "What's new in {version}: {title}"
msgstr "Что нового в версии {version}: {title}"

#: Sources/Features/Migration/DirectTransfer.swift:124
msgid "When sending, this device waits up to {count} minute for the other one; press t to change it."
msgid_plural "When sending, this device waits up to {count} minutes for the other one; press t to change it."
msgstr[0] "При отправке это устройство ждёт другое до {count} минуты; нажмите t, чтобы изменить."
msgstr[1] "При отправке это устройство ждёт другое до {count} минут; нажмите t, чтобы изменить."
msgstr[2] "При отправке это устройство ждёт другое до {count} минут; нажмите t, чтобы изменить."

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "Где архив на этом устройстве? Путь к нему (пусто — назад): "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "Где архив на этом устройстве? Путь к нему:"

#: Sources/Features/Lock/LockText.swift:42
msgid "Where the database key is kept (without a passcode)"
msgstr "Где хранится ключ базы данных (без кода доступа)"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "Будет сохранено как: {name}"

#: Sources/Features/Lock/LockSettingsText.swift:12
msgid "Wipe after wrong passcodes"
msgstr "Стирать после неверных кодов"

#: Sources/Features/Lock/LockText.swift:30
msgid "Wipe after wrong passcodes: {limit}"
msgstr "Стирать после неверных кодов: {limit}"

#: Sources/Features/Lock/LockSettingsText.swift:70
msgid "Wipe after {count} wrong passcode?"
msgid_plural "Wipe after {count} wrong passcodes?"
msgstr[0] "Стирать после {count} неверного кода?"
msgstr[1] "Стирать после {count} неверных кодов?"
msgstr[2] "Стирать после {count} неверных кодов?"

#: Sources/CommandLineFace/CommandCatalog.swift:77
msgid "Wipe all data after N wrong passcodes in a row."
msgstr "Стирать все данные после N неверных кодов доступа подряд."

#: Sources/Features/Lock/LockText.swift:77
msgid "Wipe all data after how many wrong passcodes (1-{max}, or off)? "
msgstr "После скольких неверных кодов стирать все данные (1-{max} или off)? "

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:82
msgid "Wipes all data after {count} wrong passcode in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgid_plural "Wipes all data after {count} wrong passcodes in a row. Enter changes it; x turns it off. Wrong passcodes are counted across restarts."
msgstr[0] "Стирает все данные после {count} неверного кода подряд. Enter меняет лимит; x выключает его. Неверные коды считаются и после перезапуска."
msgstr[1] "Стирает все данные после {count} неверных кодов подряд. Enter меняет лимит; x выключает его. Неверные коды считаются и после перезапуска."
msgstr[2] "Стирает все данные после {count} неверных кодов подряд. Enter меняет лимит; x выключает его. Неверные коды считаются и после перезапуска."

#: Sources/Features/Lock/LockSettingsText.swift:118
msgid "Without a passcode the database key is kept by the desktop keyring or in a key file beside the data. Enter switches between the two. A passcode (the first row) protects the data best."
msgstr "Без кода доступа ключ базы данных хранится в связке ключей рабочего стола или в файле ключа рядом с данными. Enter переключает между ними. Лучше всего данные защищает код доступа (первая строка)."

#: Sources/TerminalFace/Home/ChatListScreen.swift:38
msgid "Working…"
msgstr "Выполняется…"

#: Sources/Features/Migration/DirectTransfer.swift:39
msgid "Write an archive file"
msgstr "Записать файл архива"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode"
msgstr "Неверный код доступа"

#: Sources/TerminalFace/Lock/AppUpdate+Lock.swift:149
msgid "Wrong passcode."
msgstr "Неверный код доступа."

#: Sources/Features/Lock/LockSettingsText.swift:109
msgid "Wrong passcode. Try again."
msgstr "Неверный код доступа. Попробуйте ещё раз."

#: Sources/Features/Lock/LockSettingsText.swift:110
msgid "Wrong passcode. {count} attempt left before all data is wiped."
msgid_plural "Wrong passcode. {count} attempts left before all data is wiped."
msgstr[0] "Неверный код доступа. Осталась {count} попытка, затем все данные будут стёрты."
msgstr[1] "Неверный код доступа. Осталось {count} попытки, затем все данные будут стёрты."
msgstr[2] "Неверный код доступа. Осталось {count} попыток, затем все данные будут стёрты."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:70
msgid "Wrong passcodes before wiping"
msgstr "Неверных кодов до стирания"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgid "Wrong passcodes before wiping (empty: off)"
msgstr "Неверных кодов до стирания (пусто: выкл.)"

#: Sources/Features/Lock/LockSettingsText.swift:51
msgid "Wrong passcodes will never wipe the data."
msgstr "Неверные коды доступа никогда не будут стирать данные."

#: Sources/Features/Migration/DirectTransfer.swift:91
msgid "Y same code  N different code  Esc stop the import"
msgstr "Y код совпадает  N код другой  Esc остановить импорт"

#: Sources/Features/Migration/DirectTransfer.swift:147
msgid "Y stop the import  N go on"
msgstr "Y остановить импорт  N продолжить"

#: Sources/Features/Migration/DirectTransfer.swift:88
msgid "Yes"
msgstr "Да"

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "У вас уже есть профиль с таким же отображаемым именем («{name}»). Выберите другое имя."

#: Sources/Features/Text/ScreenText.swift:22
msgid "You are up to date."
msgstr "Вы в курсе всех новинок."

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "Всё готово."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "Your chat profiles"
msgstr "Ваши профили"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "Ваши данные с другого устройства теперь здесь. Завершите перенос на другом устройстве (threshold migrate finalize): если пользоваться обоими, сообщения перестанут доходить как надо."

#: Sources/Features/Text/ScreenText.swift:10
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "Профиль хранится на вашем устройстве и доступен только вашим контактам."

#: Sources/Features/Lock/Recovery.swift:60
msgid "Your recovery key (shown once, stored nowhere; write it down, keep it away from this device):"
msgstr "Ваш ключ восстановления (показывается один раз, нигде не хранится; запишите его и храните отдельно от этого устройства):"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:35
msgid "accepted {version}"
msgstr "приняты: {version}"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:36
msgid "accepted {version}, {current} not yet"
msgstr "приняты: {version}, {current} ещё нет"

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "активен"

#: Sources/Features/Migration/MigrationImport.swift:231
msgid "cannot check the passcode ({reason})"
msgstr "не удаётся проверить код доступа ({reason})"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:38
msgid "conditions not accepted"
msgstr "условия не приняты"

#: Sources/CommandLineFace/DevCommand.swift:33
msgid "dev receive needs --profile P and --chat C. Usage: {usage}"
msgstr "dev receive требует --profile P и --chat C. Использование: {usage}"

#: Sources/CommandLineFace/DevCommand.swift:25
msgid "dev receive takes either --queue Q or --profile P --chat C. Usage: {usage}"
msgstr "dev receive принимает либо --queue Q, либо --profile P --chat C. Использование: {usage}"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:41
msgid "every {count} minute"
msgid_plural "every {count} minutes"
msgstr[0] "раз в {count} минуту"
msgstr[1] "раз в {count} минуты"
msgstr[2] "раз в {count} минут"

#: Sources/TerminalFace/App/AppChrome.swift:54
msgid "hidden"
msgstr "скрыт"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "in use"
msgstr "используется"

#: Sources/Features/Migration/MigrationImport.swift:154
msgid "its data breaks Threshold's rules ({problems})."
msgstr "его данные нарушают правила Threshold ({problems})."

#: Sources/Features/Migration/MigrationImport.swift:229
msgid "its manifest's lock record is malformed."
msgstr "запись о блокировке в его манифесте повреждена."

#: Sources/CommandLineFace/LockCommand.swift:66
msgid "lock level takes keyring or keyfile (the passcode level is 'threshold lock set'). Usage: {usage}"
msgstr "lock level принимает keyring или keyfile (уровень passcode — это 'threshold lock set'). Использование: {usage}"

#: Sources/CommandLineFace/LockCommand.swift:155
msgid "lock recover takes the level to protect the data with: passcode, keyring or keyfile. Usage: {usage}"
msgstr "lock recover принимает уровень защиты данных: passcode, keyring или keyfile. Использование: {usage}"

#: Sources/CommandLineFace/LockCommand.swift:52
msgid "lock recovery-key takes nothing, or clear. Usage: {usage}"
msgstr "lock recovery-key принимает либо ничего, либо clear. Использование: {usage}"

#: Sources/TerminalFace/App/AppChrome.swift:53
msgid "muted"
msgstr "без звука"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:31
msgid "no roles"
msgstr "без ролей"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:40
msgid "not used"
msgstr "не используется"

#: Sources/Features/Dump/DumpReport.swift:39
msgid "pages: {pages}, free pages: {free}"
msgstr "страниц: {pages}, свободных страниц: {free}"

#: Sources/CommandLineFace/LockCommand.swift:107
msgid "wipe-after needs a whole number from 1 to {max}, or off. Usage: {usage}"
msgstr "wipe-after требует целое число от 1 до {max} или off. Использование: {usage}"

#: Sources/TerminalFace/Lock/LockScreen.swift:17
msgid "{app} is locked"
msgstr "{app} заблокирован"

#: Sources/Features/Desktop/DesktopText.swift:30
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} байт"

#: Sources/CommandLineFace/OutboxCommand.swift:37
msgid "{count} deletion could not be delivered; it stays in the outbox and is tried again later ('threshold outbox list' shows why)."
msgid_plural "{count} deletions could not be delivered; they stay in the outbox and are tried again later ('threshold outbox list' shows why)."
msgstr[0] "{count} запрос на удаление не доставлен; он остаётся в очереди отправки и будет повторён позже (причину покажет 'threshold outbox list')."
msgstr[1] "{count} запроса на удаление не доставлены; они остаются в очереди отправки и будут повторены позже (причину покажет 'threshold outbox list')."
msgstr[2] "{count} запросов на удаление не доставлено; они остаются в очереди отправки и будут повторены позже (причину покажет 'threshold outbox list')."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:179
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "Удалён {count} файл или папка. Теперь Threshold можно закрыть."
msgstr[1] "Удалено {count} файла и папки. Теперь Threshold можно закрыть."
msgstr[2] "Удалено {count} файлов и папок. Теперь Threshold можно закрыть."

#: Sources/Features/Migration/DirectTransfer.swift:130
msgid "{count} minute"
msgid_plural "{count} minutes"
msgstr[0] "{count} минута"
msgstr[1] "{count} минуты"
msgstr[2] "{count} минут"

#: Sources/Features/Desktop/NewMessageAlerts.swift:36
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "{count} новое сообщение"
msgstr[1] "{count} новых сообщения"
msgstr[2] "{count} новых сообщений"

#: Sources/Features/Profiles/ProfileDeleteText.swift:30
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "{count} запрос на удаление с сервера поставлен в очередь отправки."
msgstr[1] "{count} запроса на удаление с сервера поставлены в очередь отправки."
msgstr[2] "{count} запросов на удаление с сервера поставлено в очередь отправки."

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "непрочитанных: {count}"

#: Sources/Features/Desktop/DesktopText.swift:119
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "{count} непрочитанное сообщение"
msgstr[1] "{count} непрочитанных сообщения"
msgstr[2] "{count} непрочитанных сообщений"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "видимых: {count}"

#: Sources/Features/Errors/ErrorReport.swift:194
msgid "{detail} Nothing was changed."
msgstr "{detail} Ничего не изменено."

#: Sources/Features/Errors/ErrorReport.swift:183
msgid "{detail} Nothing was changed; check the network and try again."
msgstr "{detail} Ничего не изменено; проверьте сеть и попробуйте снова."

#: Sources/Features/Errors/ErrorReport.swift:198
msgid "{detail} Nothing was changed; start the import again (the other device keeps listening until its time limit)."
msgstr "{detail} Ничего не изменено; начните импорт заново (другое устройство ждёт до истечения своего срока)."

#: Sources/Features/Errors/ErrorReport.swift:206
msgid "{detail} Nothing was sent."
msgstr "{detail} Ничего не отправлено."

#: Sources/CommandLineFace/OutboxCommand.swift:24
msgid "{id} delete queue {queue} on {server}, {count} failed attempt"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts"
msgstr[0] "{id} удалить очередь {queue} на {server}, {count} неудачная попытка"
msgstr[1] "{id} удалить очередь {queue} на {server}, {count} неудачные попытки"
msgstr[2] "{id} удалить очередь {queue} на {server}, {count} неудачных попыток"

#: Sources/CommandLineFace/OutboxCommand.swift:21
msgid "{id} delete queue {queue} on {server}, {count} failed attempt (last: {error})"
msgid_plural "{id} delete queue {queue} on {server}, {count} failed attempts (last: {error})"
msgstr[0] "{id} удалить очередь {queue} на {server}, {count} неудачная попытка (последняя: {error})"
msgstr[1] "{id} удалить очередь {queue} на {server}, {count} неудачные попытки (последняя: {error})"
msgstr[2] "{id} удалить очередь {queue} на {server}, {count} неудачных попыток (последняя: {error})"

#: Sources/CommandLineFace/OnboardingCommand.swift:76
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}"
msgstr "{mark} {name} ({id}) — {legalName}; роли: {roles}"

#: Sources/CommandLineFace/OnboardingCommand.swift:75
msgid "{mark} {name} ({id}) — {legalName}; roles: {roles}; accepted conditions {version}"
msgstr "{mark} {name} ({id}) — {legalName}; роли: {roles}; приняты условия {version}"

#: Sources/Features/Desktop/DesktopText.swift:84
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "{name} будет виден, только если ввести его пароль в поле поиска. Пока профиль скрыт, он без звука."

#: Sources/Features/Desktop/DesktopText.swift:161
msgid "{option} needs a value."
msgstr "Для {option} нужно значение."

#: Sources/Features/Onboarding/WhatsNewPager.swift:26
msgid "{page} of {count}"
msgstr "{page} из {count}"

#: Sources/Features/Migration/MigrationExport.swift:47
msgid "{path} already exists; choose another name with --to FILE."
msgstr "{path} уже существует; выберите другое имя с --to FILE."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:83
msgid "{position} of {total}"
msgstr "{position} из {total}"

#: Sources/Features/Progress/TransferProgress.swift:65
msgid "{rate}/s"
msgstr "{rate}/с"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgid "{sender}: {message}"
msgstr "{sender}: {message}"

#: Sources/Features/Chats/ChatText.swift:12
msgid "{sender}: {text}"
msgstr "{sender}: {text}"

#: Sources/Features/Progress/TransferProgress.swift:62
msgid "{step} {done}"
msgstr "{step} {done}"

#: Sources/Features/Progress/TransferProgress.swift:60
msgid "{step}…"
msgstr "{step}…"

#: Sources/Features/Progress/TransferProgress.swift:59
msgid "{step}… ({percent}%)"
msgstr "{step}… ({percent} %)"

#: Sources/Features/Dump/DumpReport.swift:25
msgid "{table} ({count} row): {columns}"
msgid_plural "{table} ({count} rows): {columns}"
msgstr[0] "{table} ({count} строка): {columns}"
msgstr[1] "{table} ({count} строки): {columns}"
msgstr[2] "{table} ({count} строк): {columns}"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:30
msgid "{theme} (--theme)"
msgstr "{theme} (--theme)"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:24
msgid "↑↓ PgUp PgDn scroll  Esc close"
msgstr "↑↓ PgUp PgDn прокрутка  Esc закрыть"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:30
msgid "↑↓ choose  Enter confirm  i info"
msgstr "↑↓ выбрать  Enter подтвердить  i справка"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "↑↓ choose  Enter open  Esc back"
msgstr "↑↓ выбрать  Enter открыть  Esc назад"

#: Sources/TerminalFace/Home/ChatListScreen.swift:13
msgid "↑↓ choose  Enter read  p profiles  s settings  q quit"
msgstr "↑↓ выбрать  Enter читать  p профили  s настройки  q выход"

#: Sources/TerminalFace/Settings/NotificationSettingsScreen.swift:11
msgid "↑↓ choose  Enter save  Esc back"
msgstr "↑↓ выбрать  Enter сохранить  Esc назад"

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:13
msgid "↑↓ choose  Enter set/change  x turn off  Esc back"
msgstr "↑↓ выбрать  Enter задать/изменить  x выключить  Esc назад"

#: Sources/TerminalFace/Settings/OperatorSettingsScreen.swift:12
msgid "↑↓ choose  Space toggle  Enter open/accept  Esc back"
msgstr "↑↓ выбрать  Пробел отметить  Enter открыть/принять  Esc назад"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ перейти  Пробел отметить  Enter выбрать  v условия"

#: Sources/TerminalFace/Home/ChatScreen.swift:17
msgid "↑↓ scroll  Esc back"
msgstr "↑↓ прокрутка  Esc назад"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ Имя подходит"

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "off"
msgstr "выкл."

#: Sources/Features/Lock/LockText.swift:8
msgctxt "app lock setting"
msgid "on"
msgstr "вкл."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:69
msgctxt "button"
msgid "Accept"
msgstr "Принять"

#: Sources/TerminalFace/Lock/AppUpdate+LockSettings.swift:57
msgctxt "button"
msgid "Cancel"
msgstr "Отмена"

#: Sources/Features/Lock/LockSettingsText.swift:130
msgctxt "button"
msgid "Change"
msgstr "Изменить"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "Закрыть"

#: Sources/Features/Lock/RecoveryFlow.swift:112
msgctxt "button"
msgid "Copy"
msgstr "Копировать"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "Создать"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "Удалить"

#: Sources/TerminalFace/MigrationExport/MigrationExportScreen.swift:49
msgctxt "button"
msgid "Export"
msgstr "Экспортировать"

#: Sources/Features/Lock/RecoveryFlow.swift:116
msgctxt "button"
msgid "I wrote it down"
msgstr "Я записал"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Import"
msgstr "Импортировать"

#: Sources/Features/Lock/RecoveryFlow.swift:152
msgctxt "button"
msgid "Keep the key"
msgstr "Оставить ключ"

#: Sources/Features/Lock/RecoveryFlow.swift:137
msgctxt "button"
msgid "Make one"
msgstr "Создать"

#: Sources/Features/Lock/RecoveryFlow.swift:136
msgctxt "button"
msgid "Not now"
msgstr "Не сейчас"

#: Sources/Features/Lock/RecoveryFlow.swift:98
msgctxt "button"
msgid "Open the data"
msgstr "Открыть данные"

#: Sources/Features/Lock/RecoveryFlow.swift:150
msgctxt "button"
msgid "Re-encrypt"
msgstr "Зашифровать заново"

#: Sources/DesktopFace/Lock/DesktopApp+Recovery.swift:87
msgctxt "button"
msgid "Replace"
msgstr "Заменить"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:125
msgctxt "button"
msgid "Retry"
msgstr "Повторить"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:52
msgctxt "button"
msgid "Save"
msgstr "Сохранить"

#: Sources/Features/Settings/NotificationSettingsText.swift:9
msgctxt "device token"
msgid "no mode chosen yet"
msgstr "режим ещё не выбран"

#: Sources/Features/Settings/NotificationSettingsText.swift:11
msgctxt "device token"
msgid "not needed"
msgstr "не нужен"

#: Sources/Features/Settings/NotificationSettingsText.swift:13
msgctxt "device token"
msgid "registered"
msgstr "зарегистрирован"

#: Sources/Features/Settings/NotificationSettingsText.swift:12
msgctxt "device token"
msgid "waiting for a device token"
msgstr "ожидается токен устройства"

#: Sources/TerminalFace/Home/ChatScreen.swift:9
msgctxt "message sender"
msgid "You"
msgstr "Вы"

#: Sources/Features/Migration/MigrationText.swift:14
msgctxt "migration"
msgid "Export"
msgstr "Экспорт"

#: Sources/Features/Migration/MigrationText.swift:37
msgctxt "migration"
msgid "Finalize"
msgstr "Завершение"

#: Sources/Features/Migration/MigrationText.swift:68
msgctxt "migration"
msgid "Import"
msgstr "Импорт"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:10
msgctxt "notification mode"
msgid "Instant"
msgstr "Мгновенно"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:12
msgctxt "notification mode"
msgid "Off"
msgstr "Выкл."

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:11
msgctxt "notification mode"
msgid "Periodic"
msgstr "Периодически"

#: Sources/Features/Settings/NotificationSettingsText.swift:55
msgctxt "notification mode"
msgid "instant"
msgstr "мгновенно"

#: Sources/Features/Settings/NotificationSettingsText.swift:54
msgctxt "notification mode"
msgid "not chosen"
msgstr "не выбран"

#: Sources/Features/Settings/NotificationSettingsText.swift:57
msgctxt "notification mode"
msgid "off"
msgstr "выкл."

#: Sources/Features/Settings/NotificationSettingsText.swift:56
msgctxt "notification mode"
msgid "periodic"
msgstr "периодически"

#: Sources/Features/Lock/LockSettingsText.swift:138
msgctxt "protection level"
msgid "Key file"
msgstr "Файл ключа"

#: Sources/Features/Lock/LockSettingsText.swift:137
msgctxt "protection level"
msgid "Keyring"
msgstr "Связка ключей"

#: Sources/Features/Lock/LockSettingsText.swift:136
msgctxt "protection level"
msgid "Passcode"
msgstr "Код доступа"

#: Sources/Features/Lock/LockText.swift:20
msgctxt "protection level"
msgid "desktop keyring"
msgstr "связка ключей рабочего стола"

#: Sources/Features/Lock/LockText.swift:21
msgctxt "protection level"
msgid "key file"
msgstr "файл ключа"

#: Sources/Features/Lock/LockText.swift:19
msgctxt "protection level"
msgid "passcode"
msgstr "код доступа"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "Made"
msgstr "Создан"

#: Sources/Features/Lock/RecoveryFlow.swift:105
msgctxt "recovery key state"
msgid "None"
msgstr "Нет"

#: Sources/CommandLineFace/OnboardingCommand.swift:73
msgctxt "roles"
msgid "none"
msgstr "нет"

#: Sources/TerminalFace/Lock/LockFormScreen.swift:40
msgctxt "state"
msgid "Off"
msgstr "Выкл."

#: Sources/TerminalFace/Lock/LockSettingsScreen.swift:58
msgctxt "state"
msgid "On"
msgstr "Вкл."

#: Sources/Features/Settings/AppSession+Theme.swift:18
msgctxt "theme"
msgid "Dark"
msgstr "Тёмная"

#: Sources/Features/Settings/AppSession+Theme.swift:17
msgctxt "theme"
msgid "Light"
msgstr "Светлая"

msgid "This device continues the transfer that was interrupted, for {seconds} seconds: the new device reconnects by itself with the link it already has (it keeps trying for three minutes), and the transfer goes on where it stopped. If the new device gave up, run threshold migrate import there again (or choose \"Migrate from another device\") and paste this link."
msgstr "Это устройство продолжает прерванную передачу в течение {seconds} с: новое устройство само подключится снова по уже полученной ссылке (оно пытается три минуты), и передача продолжится с того места, где остановилась. Если новое устройство перестало пытаться, снова запустите на нём threshold migrate import (или выберите \"Перенести с другого устройства\") и вставьте эту ссылку."

#: Sources/Features/Lock/Recovery.swift:60
msgid "No recovery key was made. Without a recovery key, a lost keyring entry or a forgotten passcode means the data can't be read. Make one later in Settings › App lock."
msgstr "Ключ восстановления не создан. Без ключа восстановления потерянная запись в связке ключей или забытый код доступа означают, что данные нельзя прочитать. Создайте его позже в разделе Настройки › Блокировка приложения."

#: Sources/Features/Desktop/SettingsText+Desktop.swift:189
msgid "On the other device, open Settings › Migrate to another device and export or send, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), choose it with \"Choose the archive…\"."
msgstr "На другом устройстве откройте Настройки › Перенести на другое устройство, выполните экспорт или отправку, затем вставьте сюда показанную ссылку. Если архив лежит не там, где указано в ссылке (в другой папке, на USB-накопителе), выберите его кнопкой «Выбрать архив…»."

#: Sources/Features/Lock/Recovery.swift:81
msgid "Recovery key made. With it, Threshold opens the data if the passcode or the keyring entry is lost: it asks for the key at start."
msgstr "Ключ восстановления создан. С ним Threshold откроет данные, если код доступа или запись в связке ключей потеряны: он попросит ключ при запуске."

#: Sources/Features/Migration/DirectTransfer.swift:112
msgid "Sent {size} to the new device. This device no longer listens. Once the new device shows your data, finalize the migration below."
msgstr "Отправлено {size} на новое устройство. Это устройство больше не ожидает подключений. Когда новое устройство покажет ваши данные, завершите перенос ниже."

#: Sources/Features/Lock/Recovery.swift:92
msgid "The data is open again, now protected at the {level} level. The recovery key still works; make a new one in Settings › App lock if it may have been seen."
msgstr "Данные снова открыты и теперь защищены на уровне {level}. Ключ восстановления по-прежнему действует; создайте новый в разделе Настройки › Блокировка приложения, если его могли увидеть."

#: Sources/Features/Migration/DirectTransfer.swift:55
msgid "This device continues the transfer that was interrupted, for {count} more minute: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgid_plural "This device continues the transfer that was interrupted, for {count} more minutes: the new device reconnects by itself with the link it already has, and the transfer goes on where it stopped. If the new device gave up, choose \"Migrate from another device\" there again and paste this link."
msgstr[0] "Это устройство продолжает прерванную передачу ещё {count} минуту: новое устройство само подключится снова по уже полученной ссылке, и передача продолжится с того места, где остановилась. Если новое устройство перестало пытаться, снова выберите на нём «Перенести с другого устройства» и вставьте эту ссылку."
msgstr[1] "Это устройство продолжает прерванную передачу ещё {count} минуты: новое устройство само подключится снова по уже полученной ссылке, и передача продолжится с того места, где остановилась. Если новое устройство перестало пытаться, снова выберите на нём «Перенести с другого устройства» и вставьте эту ссылку."
msgstr[2] "Это устройство продолжает прерванную передачу ещё {count} минут: новое устройство само подключится снова по уже полученной ссылке, и передача продолжится с того места, где остановилась. Если новое устройство перестало пытаться, снова выберите на нём «Перенести с другого устройства» и вставьте эту ссылку."

#: Sources/Features/Migration/DirectTransfer.swift:58
msgid "This device is ready to send all its data directly to your new device on this network, once, within {count} minute. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgid_plural "This device is ready to send all its data directly to your new device on this network, once, within {count} minutes. On the new device, choose \"Migrate from another device\" and paste this link. It holds the key to your data: share it only with yourself."
msgstr[0] "Это устройство готово один раз отправить все свои данные напрямую на ваше новое устройство в этой сети в течение {count} минуты. На новом устройстве выберите «Перенести с другого устройства» и вставьте эту ссылку. В ней ключ к вашим данным: не передавайте её никому."
msgstr[1] "Это устройство готово один раз отправить все свои данные напрямую на ваше новое устройство в этой сети в течение {count} минут. На новом устройстве выберите «Перенести с другого устройства» и вставьте эту ссылку. В ней ключ к вашим данным: не передавайте её никому."
msgstr[2] "Это устройство готово один раз отправить все свои данные напрямую на ваше новое устройство в этой сети в течение {count} минут. На новом устройстве выберите «Перенести с другого устройства» и вставьте эту ссылку. В ней ключ к вашим данным: не передавайте её никому."

#: Sources/Features/Migration/MigrationImportText.swift:28
msgid "Your data from the other device is here. Now finalize the migration on the other device, where it was sent from: using both devices breaks message delivery."
msgstr "Ваши данные с другого устройства теперь здесь. Теперь завершите перенос на другом устройстве, с которого они отправлены: если пользоваться обоими, сообщения перестанут доходить как надо."

#: Sources/Features/Migration/DirectTransfer.swift:108
msgid "The new device received the data but did not import it (it says why). This device still listens: import again there with the same link, or stop here."
msgstr "Новое устройство получило данные, но не импортировало их (оно объясняет почему). Это устройство продолжает ждать: импортируйте там снова по той же ссылке или остановитесь здесь."

#: Sources/Features/Migration/DirectTransfer.swift:127
msgid "Sent {size} to the new device, but it did not say whether it imported the data (it may have been stopped). This device no longer listens. Finalize here only once the new device shows your data; if it does not, export again."
msgstr "Отправлено {size} на новое устройство, но оно не сообщило, импортировало ли данные (возможно, его остановили). Это устройство больше не ожидает подключений. Завершайте перенос здесь, только когда новое устройство покажет ваши данные; иначе выполните экспорт снова."

#: Sources/Features/Errors/ErrorReport.swift:53
msgid "Threshold has no \"{code}\" language. Choose one of: {languages}; or system, to follow LANGUAGE, LC_ALL, LC_MESSAGES and LANG."
msgstr "В Threshold нет языка «{code}». Выберите один из: {languages}; или system, чтобы следовать LANGUAGE, LC_ALL, LC_MESSAGES и LANG."

#: Sources/Features/Settings/SettingsText.swift:14
msgid "{language} ({percent}% translated)"
msgstr "{language} (переведено {percent} %)"

"""#),
    ]

    /// How many texts threshold.pot lists (its `msgid` lines but the header's).
    static let templateTexts = 846
}
