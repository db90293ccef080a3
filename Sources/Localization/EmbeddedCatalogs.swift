// Generated from Sources/Localization/po/*.po by scripts/embed-catalogs (or LocalizationTests
// with THRESHOLD_RECORD_SNAPSHOTS=1). Do not edit: edit the .po files. A test fails when they differ.

/// The shipped `.po` files, by file name, as text.
enum EmbeddedCatalogs {
    static let files: [(String, String)] = [
        ("ar.po", #"""
# Arabic texts of Threshold. Edit with any gettext tool; see docs/languages.md.
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

#: Sources/CommandLineFace/ProfilesCommand.swift:77
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "أُخفي «{name}». لإظهاره، أدخل كلمة مروره في حقل البحث (أو استخدم 'profiles reveal')."

#: Sources/CommandLineFace/ProfilesCommand.swift:31
msgid "\"{name}\" is now the active profile."
msgstr "أصبح «{name}» الملف الشخصي النشط."

#: Sources/CommandLineFace/ProfilesCommand.swift:82
msgid "\"{name}\" is visible again (still muted)."
msgstr "أصبح «{name}» ظاهرًا من جديد (وما زال مكتومًا)."

#: Sources/CommandLineFace/CommandCatalog.swift:147
msgid "'{command}' does not take --{option}."
msgstr "لا يقبل '{command}' الخيار --{option}."

#: Sources/CommandLineFace/ProfilesCommand.swift:121
msgid "({count} unread)"
msgstr "(غير المقروءة: {count})"

#: Sources/CommandLineFace/ProfilesCommand.swift:57
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "يحتاج الخيار ‎--bio-stdin‎ إلى النبذة في سطر من الإدخال القياسي (بعد اسم الملف الشخصي وأي اسم جديد). الاستخدام: {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:76
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "يحتاج الخيار --json إلى أمر (التطبيق نفسه لا يُخرج JSON). شغّل 'threshold --help' لعرض القائمة."

#: Sources/Features/Errors/ErrorReport.swift:195
msgid "A file operation failed: {detail}"
msgstr "فشلت عملية على ملف: {detail}"

#: Sources/Features/Errors/ErrorReport.swift:141
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "يمكن أن يبلغ طول الرسالة {limit} بايت على الأكثر. لم يُسجَّل شيء."

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "الملف الشخصي المكتوم لا يرسل إشعارات ولا يُحسب في الشارة الإجمالية. يظل عدد رسائله غير المقروءة ظاهرًا في القائمة."

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "يوجد ملف شخصي باسم «{name}» بالفعل. اختر اسمًا آخر."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:38
msgid "About"
msgstr "حول"

#: Sources/PlainFace/PlainApp+Onboarding.swift:112
msgid "Accept ({reason})"
msgstr "قبول ({reason})"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "إضافة ملف شخصي"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "App lock"
msgstr "قفل التطبيق"

#: Sources/PlainFace/PlainApp.swift:60
msgid "Back"
msgstr "رجوع"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "اتصال في الخلفية، في الوقت الفعلي."

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "نبذة (اختيارية)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:73
msgid "Bio (optional, at most {count} bytes): "
msgstr "نبذة (اختيارية، {count} بايت على الأكثر): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:76
msgid "Bio: "
msgstr "النبذة: "

#: Sources/CommandLineFace/ProfilesCommand.swift:95
msgid "Cancelled; nothing was deleted."
msgstr "أُلغي؛ لم يُحذف شيء."

#: Sources/Features/Chats/ChatTranscript.swift:40
msgid "Chat with {name}"
msgstr "الدردشة مع {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "المحادثات"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "المحادثات: لا ملف شخصي نشط (غير المقروءة في كل الملفات الشخصية: {count})"

#: Sources/TerminalFace/Home/ChatListScreen.swift:18
msgid "Chats of this profile appear here when messages arrive."
msgstr "ستظهر محادثات هذا الملف الشخصي هنا عند وصول الرسائل."

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "محادثات {name} (غير المقروءة في كل الملفات الشخصية: {count})"

#: Sources/TerminalFace/Home/ChatListScreen.swift:17
msgid "Chats of {name} appear here when messages arrive."
msgstr "ستظهر محادثات {name} هنا عند وصول الرسائل."

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "جارٍ التحقق من كلمة المرور…"

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

#: Sources/Features/Text/ScreenText.swift:10
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "اختر كيف يُعلمك التطبيق بالرسائل الجديدة. يمكنك تغيير ذلك لاحقًا من الإعدادات."

#: Sources/PlainFace/PlainApp+Onboarding.swift:113
msgid "Choose operators (a number toggles), then accept"
msgstr "اختر المشغّلين (الرقم يبدّل الاختيار)، ثم اقبل"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded (version {version})."
msgstr "حُمّلت الشروط (الإصدار {version})."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:41
msgid "Conditions loaded."
msgstr "حُمّلت الشروط."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "شروط الاستخدام"

#: Sources/PlainFace/PlainApp+Onboarding.swift:104
msgid "Conditions version {version}."
msgstr "الشروط، الإصدار {version}."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "Configure operators"
msgstr "إعداد المشغّلين"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Continue"
msgstr "متابعة"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "تصحيح الاسم"

#: Sources/Features/Onboarding/CreateProfileStep.swift:28
msgid "Correct name to \"{name}\"?"
msgstr "هل تصحح الاسم إلى «{name}»؟"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:47
msgid "Could not load the conditions: {reason}"
msgstr "تعذّر تحميل الشروط: {reason}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:30
msgid "Create profile"
msgstr "إنشاء ملف شخصي"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "أنشئ ملفك الشخصي"

#: Sources/CommandLineFace/ProfilesCommand.swift:27
msgid "Created profile \"{name}\"; it is now active."
msgstr "أُنشئ الملف الشخصي «{name}»، وهو الآن النشط."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "جارٍ الإنشاء…"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:37
msgid "Data directory"
msgstr "دليل البيانات"

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "Database error: {detail}."
msgstr "خطأ في قاعدة البيانات: {detail}."

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "هل تحذف «{name}» وكل محادثاته من هذا الجهاز؟"

#: Sources/CommandLineFace/ProfilesCommand.swift:93
msgid "Delete \"{name}\" with its local data (servers are not told)? This can't be undone."
msgstr "هل تحذف «{name}» مع بياناته المحلية (دون إبلاغ الخوادم)؟ لا يمكن التراجع عن ذلك."

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Delete \"{name}\" with its local data and its server connections? This can't be undone."
msgstr "هل تحذف «{name}» مع بياناته المحلية واتصالاته بالخوادم؟ لا يمكن التراجع عن ذلك."

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

#: Sources/CommandLineFace/ProfilesCommand.swift:101
msgid "Deleted \"{name}\"."
msgstr "حُذف «{name}»."

#: Sources/CommandLineFace/ProfilesCommand.swift:89
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "يطلب الحذف تأكيدًا في الطرفية؛ للحذف من سكربت أضف الخيار --yes."

#: Sources/CommandLineFace/CommandCatalog.swift:136
msgid "Did you mean \"{word}\"?"
msgstr "هل تقصد «{word}»؟"

#: Sources/CommandLineFace/CommandCatalog.swift:146
msgid "Did you mean --{option}?"
msgstr "هل تقصد --{option}؟"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "الاسم المعروض"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "الاسم المعروض (اتركه فارغًا للرجوع): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "الاسم المعروض: "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:36
msgid "Domains"
msgstr "النطاقات"

#: Sources/Features/Onboarding/CreateProfileStep.swift:18
msgid "Duplicate display name!"
msgstr "الاسم المعروض مكرر!"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "تعديل الملف الشخصي"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "تفعيل الإشعارات"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "أدخل رمز المرور."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:93
msgid "Enter continue  Esc stop the import"
msgstr "Enter متابعة  Esc إيقاف الاستيراد"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:14
msgid "Enter import  Esc back"
msgstr "Enter استيراد  Esc رجوع"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:92
msgid "Enter import from this path  Esc back to the link"
msgstr "Enter استيراد من هذا المسار  Esc رجوع إلى الرابط"

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "أدخل كلمة المرور أعلاه لإظهاره!"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:90
msgid "Enter replace  Esc cancel"
msgstr "Enter استبدال  Esc إلغاء"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "أدخل اسمك…"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "خطأ في قبول الشروط"

#: Sources/PlainFace/PlainApp+Onboarding.swift:130
msgid "Error accepting conditions: {error}"
msgstr "خطأ في قبول الشروط: {error}"

#: Sources/Features/Onboarding/CreateProfileStep.swift:20
msgid "Error creating profile"
msgstr "خطأ في إنشاء الملف الشخصي"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "خطأ: {message}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:198
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "اتباع النظام (LANGUAGE وLC_ALL وLC_MESSAGES وLANG)"

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "أعطِ النبذة بالخيار --bio B أو بالخيار --bio-stdin، لا بكليهما."

#: Sources/CommandLineFace/ProfilesCommand.swift:35
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "أعطِ الاسم الجديد بالخيار --name N أو بالخيار --name-stdin، لا بكليهما."

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "الملفات الشخصية المخفية"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "الملفات الشخصية المخفية مكتومة دائمًا. أظهر الملف الشخصي لإلغاء كتمه."

#: Sources/Features/Profiles/ProfileAction.swift:27
msgid "Hide profile"
msgstr "إخفاء الملف الشخصي"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "كيف يعمل"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "كيف تعمل الإشعارات"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:88
msgid "Import failed: {reason}"
msgstr "فشل الاستيراد: {reason}"

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "أتستورد دون رمز القفل؟ سيصبح هذا الجهاز غير مقفل؛ عيّن رمزًا بعد ذلك من الإعدادات › قفل التطبيق."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:12
msgid "Importing…  Ctrl-C quit"
msgstr "جارٍ الاستيراد…  Ctrl-C خروج"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "فوري: يبقى اتصال في الخلفية؛ تصل الإشعارات في الوقت الفعلي."

#: Sources/Features/Onboarding/CreateProfileStep.swift:19
msgid "Invalid display name!"
msgstr "الاسم المعروض غير صالح!"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "الاسم المعروض غير صالح. هل تصحح الاسم إلى «{name}»؟"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "الاسم المعروض غير صالح: يحتاج إلى حرف أو رقم أو رمز واحد على الأقل."

#: Sources/PlainFace/PlainApp+Onboarding.swift:199
msgid "Language"
msgstr "اللغة"

#: Sources/PlainFace/PlainApp+Onboarding.swift:182
msgid "Language ({language})"
msgstr "اللغة ({language})"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "اللغة: {language} (مختارة في Threshold؛ يعيد 'threshold language system' اتباع LANG)."

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "اللغة: {language} (من البيئة: LANGUAGE وLC_ALL وLC_MESSAGES وLANG)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:203
msgid "Language: {language}."
msgstr "اللغة: {language}."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:35
msgid "Legal name"
msgstr "الاسم القانوني"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:39
msgid "Loading the conditions…"
msgstr "جارٍ تحميل الشروط…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "جارٍ التحميل…"

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "لم تُعلَّم أي رسالة كمقروءة."
msgstr[1] "عُلّمت رسالة واحدة كمقروءة."
msgstr[2] "عُلّمت رسالتان كمقروءتين."
msgstr[3] "عُلّمت {count} رسائل كمقروءة."
msgstr[4] "عُلّمت {count} رسالة كمقروءة."
msgstr[5] "عُلّمت {count} رسالة كمقروءة."

#: Sources/PlainFace/PlainApp.swift:95
msgid "Menu"
msgstr "القائمة"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "الرسائل فقط أثناء فتح التطبيق."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:33
msgid "Migrate from another device"
msgstr "الانتقال من جهاز آخر"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Migrate to another device"
msgstr "الانتقال إلى جهاز آخر"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:91
msgid "Migration complete"
msgstr "اكتمل الانتقال"

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "كتم"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Muted \"{name}\": it will not notify."
msgstr "كُتم «{name}»: لن يرسل إشعارات."

#: Sources/Features/Profiles/Notice.swift:16
msgid "Muted profile"
msgstr "ملف شخصي مكتوم"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "يلزم حرف أو رقم أو رمز."

#: Sources/CommandLineFace/ProfilesCommand.swift:56
msgid "New bio (not shown): "
msgstr "النبذة الجديدة (لا تُعرض): "

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "No chat receives on this server queue."
msgstr "لا توجد محادثة تستقبل على طابور الخادم هذا."

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "No chat with \"{name}\" in the active profile."
msgstr "لا توجد محادثة مع «{name}» في الملف الشخصي النشط."

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "No chats yet."
msgstr "لا محادثات بعد."

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "لا يوجد رمز للجهاز!"

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "لا ملفات شخصية مطابقة."

#: Sources/Features/Chats/ChatTranscript.swift:41
msgid "No messages yet."
msgstr "لا توجد رسائل بعد."

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "لا يوجد مشغّل بالمعرّف «{id}». راجع 'threshold operators list'."

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "No profile is left: the app starts with onboarding again."
msgstr "لم يبقَ أي ملف شخصي: سيبدأ التطبيق بالإعداد الأولي من جديد."

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "لا يوجد ملف شخصي باسم «{name}»."

#: Sources/CommandLineFace/ProfilesCommand.swift:115
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "لا ملفات شخصية. أنشئ واحدًا بالأمر: threshold profiles create NAME"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "لم يتغيّر شيء على هذا الجهاز."

#: Sources/CommandLineFace/ProfilesCommand.swift:42
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "لا شيء لتغييره: أعطِ ‎--name N‎ (أو ‎--name-stdin‎) و/أو ‎--bio B‎ (أو ‎--bio-stdin‎)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:142
msgid "Notification mode"
msgstr "وضع الإشعارات"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "الإشعارات"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Notifications ({mode})"
msgstr "الإشعارات ({mode})"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "ستبدأ الإشعارات بمجرد أن يوفّر الجهاز رمز الإشعارات. حُفظ اختيارك."

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "حسنًا"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "متوقف: لا إشعارات فورية؛ تُستلم الرسائل فقط أثناء فتح التطبيق."

#: Sources/Features/Text/ScreenText.swift:13
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "على الجهاز الآخر، صدِّر من الإعدادات أو بالأمر `threshold migrate export`، ثم الصق هنا الرابط الذي يعرضه. إن لم يكن الأرشيف حيث يقول الرابط (في مجلد آخر أو على ذاكرة USB)، فسيُسأل عن مكانه."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "المشغّلون"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Operators and conditions"
msgstr "المشغّلون والشروط"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:73
msgid "Passcode"
msgstr "رمز القفل"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:71
msgid "Passcode of the other device"
msgstr "رمز قفل الجهاز الآخر"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "الصق الرابط أو اكتبه  Tab تنقّل  Enter استيراد  Esc رجوع"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "دوري: يُتحقق من الرسائل الجديدة كل {count} دقيقة؛ موفّر للبطارية."
msgstr[1] "دوري: يُتحقق من الرسائل الجديدة كل دقيقة؛ موفّر للبطارية."
msgstr[2] "دوري: يُتحقق من الرسائل الجديدة كل دقيقتين؛ موفّر للبطارية."
msgstr[3] "دوري: يُتحقق من الرسائل الجديدة كل {count} دقائق؛ موفّر للبطارية."
msgstr[4] "دوري: يُتحقق من الرسائل الجديدة كل {count} دقيقة؛ موفّر للبطارية."
msgstr[5] "دوري: يُتحقق من الرسائل الجديدة كل {count} دقيقة؛ موفّر للبطارية."

#: Sources/Features/Errors/ErrorReport.swift:193
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "رُفض الإذن: {detail} تحقّق من مالك دليل البيانات وأذوناته."

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "لا يستطيع مشغّلو الخوادم الوصول إلى المحادثات الخاصة والمجموعات وجهات اتصالك."

#: Sources/PlainFace/PlainApp+Onboarding.swift:82
msgid "Profile \"{name}\" created."
msgstr "أُنشئ الملف الشخصي «{name}»."

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "الإشعارات الفورية"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "خروج"

#: Sources/PlainFace/PlainApp.swift:92
msgid "Read a chat"
msgstr "قراءة محادثة"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "مطلوب."

#: Sources/PlainFace/PlainApp+Onboarding.swift:111
msgid "Retry loading the conditions"
msgstr "إعادة تحميل الشروط"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "أعد تحميل الشروط أولًا."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:37
msgid "Roles"
msgstr "الأدوار"

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Run 'threshold --help' for the list."
msgstr "شغّل 'threshold --help' لعرض القائمة."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Saving…"
msgstr "جارٍ الحفظ…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "ابحث أو أدخل كلمة مرور"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "Select at least one operator to accept the conditions."
msgstr "اختر مشغّلًا واحدًا على الأقل لقبول الشروط."

#: Sources/PlainFace/PlainApp+Onboarding.swift:125
msgid "Select at least one operator."
msgstr "اختر مشغّلًا واحدًا على الأقل."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:34
msgid "Server operators"
msgstr "مشغّلو الخوادم"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "عيّن رمز قفل أولًا: threshold lock set."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "الإعدادات"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Skip"
msgstr "تخطٍّ"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:57
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Space تبديل  ←→ المشغّل  Esc إغلاق"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:113
msgid "Step {index} of {total}"
msgstr "الخطوة {index} من {total}"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "التبديل إلى هذا الملف الشخصي"

#: Sources/PlainFace/PlainApp.swift:93
msgid "Switch to {name}"
msgstr "التبديل إلى {name}"

#: Sources/PlainFace/PlainApp.swift:93
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

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab التالي  Enter التالي/حفظ  Esc رجوع"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "عرّف جهات اتصالك بنفسك"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "حجم هذه النبذة {size}/{limit} بايت؛ اختصرها."

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "هذا ليس رمز قفل الجهاز الآخر."

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "لا يمكن حذف الملف الشخصي النشط. انتقل إلى ملف شخصي آخر أولًا."

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "لا يمكن إخفاء الملف الشخصي النشط. انتقل إلى ملف شخصي آخر أولًا."

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "يأتي الأرشيف من جهاز مقفل برمز. اكتب ذلك الرمز ليبقى هذا الجهاز مقفلًا به، أو اتركه فارغًا للاستيراد دونه."

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "يجب أن يكون حد المحاولات عددًا صحيحًا من 1 إلى {limit}، أو off."

#: Sources/Features/Errors/ErrorReport.swift:94
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "حجم النبذة {size} بايت؛ والحد {limit} بايت."

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "لا يمكن استخدام ملف العلامة التجارية:"

#: Sources/Features/Errors/ErrorReport.swift:172
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "البيانات مستخدمة من عملية Threshold أخرى. أعد المحاولة عندما تنتهي."

#: Sources/Features/Errors/ErrorReport.swift:177
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "تعذّر فتح قاعدة البيانات ({detail}). تحقّق من أن دليل البيانات ملكك وقابل للكتابة."

#: Sources/Features/Errors/ErrorReport.swift:174
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "ملف قاعدة البيانات تالف أو ليس قاعدة بيانات Threshold. لم يُغيَّر."

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "تعذّرت كتابة ملف المفتاح ({reason}). ما زالت الإعدادات السابقة سارية."

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "تعذّرت قراءة ملف المفتاح threshold.key بجانب قاعدة البيانات: {reason}. لم يتغيّر أو يُمحَ شيء."

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "ملف المفتاح threshold.key بجانب قاعدة البيانات تالف أو من إصدار أحدث من Threshold. لم يتغيّر أو يُمحَ شيء؛ استعد الملف من نسخة احتياطية، أو حدّث Threshold."

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "لا يمكن إخفاء آخر ملف شخصي ظاهر. أنشئ ملفًا شخصيًا آخر أولًا."

#: Sources/Features/Onboarding/CreateProfileStep.swift:29
msgid "The name needs at least one letter, number or symbol."
msgstr "يحتاج الاسم إلى حرف أو رقم أو رمز واحد على الأقل."

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "يجب أن يختلف رمز القفل عن رمز التدمير الذاتي. اختر رمزًا آخر."

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "لا يمكن أن يبدأ رمز المرور أو ينتهي بمسافة."

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "رمز القفل مفعّل، فالبيانات محمية به. أوقفه أولًا (threshold lock clear) لاختيار مستوى آخر."

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

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "رمزا القفل المكتوبان مختلفان. لم يتغيّر شيء؛ حاول مرة أخرى."

#: Sources/CommandLineFace/ProfilesCommand.swift:73
msgid "The two passwords differ; nothing was changed."
msgstr "كلمتا المرور مختلفتان؛ لم يتغيّر شيء."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Theme"
msgstr "السمة"

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "There is no active profile. Create one first."
msgstr "لا يوجد ملف شخصي نشط. أنشئ واحدًا أولًا."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:83
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "لا يتضمن هذا الإصدار تطبيقًا تفاعليًا. شغّل 'threshold --help' لعرض الأوامر."

#: Sources/Features/Errors/ErrorReport.swift:170
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "كُتبت هذه البيانات بإصدار أحدث من Threshold. حدّث Threshold؛ لم تتغيّر البيانات."

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "يحتوي هذا الجهاز على بيانات بالفعل. أتستبدلها بالبيانات المستوردة؟"

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "البيانات المختومة لهذا الملف الشخصي المخفي تالفة ولا يمكن قراءتها."

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "رمز المرور هذا قصير. من ينسخ مجلد البيانات يستطيع تجربة رموز المرور دون اتصال، بتشغيل scrypt مرة لكل رمز: تُكسر كل الرموز المكوّنة من 4 أرقام في دقائق، وكل الرموز المكوّنة من 6 أرقام في ساعات (docs/security.md). عبارة مرور من عدة كلمات أقوى بكثير."

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "هذا الملف الشخصي مخفي بالفعل."

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "هذا الملف الشخصي ليس مخفيًا."

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "تعذّر على Threshold إكمال تجهيز بياناته ({reason}). اجعل مجلد البيانات قابلًا للكتابة أو وفّر بعض المساحة، ثم شغّل Threshold مرة أخرى: سيُكمل التجهيز حينها."

#: Sources/Features/Text/ScreenText.swift:5
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "لا توجد في Threshold معرّفات للمستخدمين: تبقى ملفاتك الشخصية على هذا الجهاز ولا تُشارَك إلا مع جهات الاتصال التي تختارها. تنقل الخوادم الرسائل دون أن تعرف من يتحدث مع من، ويمكن لأي شخص تشغيل خادم."

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "يعمل Threshold بالفعل على {directory} (التطبيق، أو أمر يستبدل بياناته). أغلقه أولًا، أو استخدم --data-dir آخر؛ لم يتغيّر شيء."

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold مقفل. اكتب رمز القفل عند الطلب في الطرفية، أو أعطه في السطر الأول من الإدخال القياسي مع --passcode-stdin."

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "لإظهار ملف شخصي مخفي، أدخل كلمة مروره كاملة في حقل البحث في «ملفاتك الشخصية للمحادثة»."

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "خيارات المشغّلين والإعداد الأولي أكثر من أن تُحفظ عبر التدمير الذاتي. لم يتغيّر شيء."

#: Sources/CommandLineFace/ProfilesCommand.swift:125
msgid "Total unread: {count}"
msgstr "مجموع غير المقروءة: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:34
msgid "Trade name"
msgstr "الاسم التجاري"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "اكتب اسمًا أو كلمة مرور  ↑↓ اختيار  Enter إجراءات  Esc رجوع"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "اكتب رقمًا من 0 إلى {last}."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:13
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "اكتب الرمز  Enter متابعة  Esc إيقاف الاستيراد"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "اكتب رمز المرور مرة أخرى."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the path  Enter import  Esc back to the link"
msgstr "اكتب المسار  Enter استيراد  Esc رجوع إلى الرابط"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "خطأ غير متوقع: {type}."

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "إظهار"

#: Sources/CommandLineFace/CommandCatalog.swift:134
msgid "Unknown command \"{command}\"."
msgstr "أمر غير معروف «{command}»."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:119
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "أمر غير معروف «{command}». شغّل 'threshold --help' لعرض القائمة."

#: Sources/CommandLineFace/CommandCatalog.swift:135
msgid "Unknown {group} command \"{command}\"."
msgstr "أمر {group} غير معروف «{command}»."

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "افتح القفل للبحث عن الملفات الشخصية المخفية…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "إلغاء الكتم"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Unmuted \"{name}\"."
msgstr "أُلغي كتم «{name}»."

#: Sources/CommandLineFace/ProfilesCommand.swift:62
msgid "Updated \"{name}\"."
msgstr "حُدّث «{name}»."

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Usage:"
msgstr "الاستخدام:"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "استخدام المحادثة"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:53
msgid "Use this operator"
msgstr "استخدام هذا المشغّل"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:55
msgid "View conditions"
msgstr "عرض الشروط"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "في انتظار تحميل الشروط."

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "مرحبًا"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:35
msgid "What's new"
msgstr "ما الجديد"

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "أين الأرشيف على هذا الجهاز؟ مساره (اتركه فارغًا للرجوع): "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "أين الأرشيف على هذا الجهاز؟ مساره:"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "سيُحفظ باسم: {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:36
msgid "Working…"
msgstr "جارٍ العمل…"

#: Sources/Features/Errors/ErrorReport.swift:114
msgid "Wrong passcode."
msgstr "رمز القفل غير صحيح."

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "لديك بالفعل ملف محادثة شخصي بالاسم المعروض نفسه («{name}»). يُرجى اختيار اسم آخر."

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "كل شيء جاهز."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:29
msgid "Your chat profiles"
msgstr "ملفاتك الشخصية للمحادثة"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "بياناتك من الجهاز الآخر هنا الآن. أكمِل الانتقال على الجهاز الآخر (threshold migrate finalize): استخدام الجهازين معًا يعطّل توصيل الرسائل."

#: Sources/Features/Text/ScreenText.swift:8
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "يُخزَّن ملفك الشخصي على جهازك ولا يُشارَك إلا مع جهات اتصالك."

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "نشط"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:84
msgid "hidden"
msgstr "مخفي"

#: Sources/TerminalFace/Home/ChatListScreen.swift:44
msgid "muted"
msgstr "مكتوم"

#: Sources/CommandLineFace/ProfilesCommand.swift:102
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

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "الظاهرة: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:82
msgid "{position} of {total}"
msgstr "{position} من {total}"

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

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ تنقّل  Space تبديل  Enter اختيار  v عرض الشروط"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ اسم صالح"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:68
msgctxt "button"
msgid "Accept"
msgstr "قبول"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:97
msgctxt "button"
msgid "Cancel"
msgstr "إلغاء"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "إغلاق"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "إنشاء"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "حذف"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:46
msgctxt "button"
msgid "Retry"
msgstr "إعادة المحاولة"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:48
msgctxt "button"
msgid "Save"
msgstr "حفظ"

#: Sources/Features/Chats/ChatTranscript.swift:42
msgctxt "message sender"
msgid "You"
msgstr "أنت"

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

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "Off"
msgstr "متوقف"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "On"
msgstr "مفعّل"

#: Sources/Features/Desktop
msgid "Appearance"
msgstr "المظهر"

#: Sources/Features/Desktop
msgid "Migration"
msgstr "الانتقال"

#: Sources/Features/Desktop
msgid "Light or dark, as the desktop is set."
msgstr "فاتح أو داكن، حسب إعداد سطح المكتب."

#: Sources/Features/Desktop
msgid "Version {version}"
msgstr "الإصدار {version}"

#: Sources/Features/Desktop
msgid "Set passcode"
msgstr "تعيين رمز القفل"

#: Sources/Features/Desktop
msgid "Change passcode"
msgstr "تغيير رمز القفل"

#: Sources/Features/Desktop
msgid "Turn off the passcode"
msgstr "إيقاف رمز القفل"

#: Sources/Features/Desktop
msgid "Self-destruct passcode"
msgstr "رمز التدمير الذاتي"

#: Sources/Features/Desktop
msgid "On: opens a new profile named {name}"
msgstr "مُفعّل: يفتح ملفًا شخصيًا جديدًا باسم {name}"

#: Sources/Features/Desktop
msgid "Set self-destruct passcode"
msgstr "تعيين رمز التدمير الذاتي"

#: Sources/Features/Desktop
msgid "Remove self-destruct passcode"
msgstr "إزالة رمز التدمير الذاتي"

#: Sources/Features/Desktop
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "عند إدخاله في أي طلب لرمز القفل، يمحو كل البيانات ويفتح ملفًا شخصيًا جديدًا بهذا الاسم. يجب أن يختلف عن رمز القفل."

#: Sources/Features/Desktop
msgid "Display name of the new profile"
msgstr "الاسم الظاهر للملف الشخصي الجديد"

#: Sources/Features/Desktop
msgid "Wipe after wrong passcodes"
msgstr "المحو بعد رموز خاطئة"

#: Sources/Features/Desktop
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "بعد عدم إدخال أي رمز خاطئ"
msgstr[1] "بعد رمز خاطئ واحد"
msgstr[2] "بعد رمزين خاطئين متتاليين"
msgstr[3] "بعد {count} رموز خاطئة متتالية"
msgstr[4] "بعد {count} رمزًا خاطئًا متتاليًا"
msgstr[5] "بعد {count} رمز خاطئ متتالٍ"

#: Sources/Features/Desktop
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "بعد هذا العدد من الرموز الخاطئة المتتالية (من 1 إلى {limit})، تُمحى كل البيانات على هذا الجهاز. فارغ: أبدًا."

#: Sources/Features/Desktop
msgid "Wrong passcodes before wiping"
msgstr "عدد الرموز الخاطئة قبل المحو"

#: Sources/Features/Desktop
msgid "Protection"
msgstr "الحماية"

#: Sources/Features/Desktop
msgid "A passcode (the app lock)"
msgstr "رمز قفل (قفل التطبيق)"

#: Sources/Features/Desktop
msgid "The desktop keyring"
msgstr "حلقة مفاتيح سطح المكتب"

#: Sources/Features/Desktop
msgid "A key file beside the data (no passcode)"
msgstr "ملف مفتاح بجانب البيانات (بلا رمز قفل)"

#: Sources/Features/Desktop
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "رمز القفل مُفعّل، فهو يحمي البيانات. أوقفه أولًا لاختيار مستوى آخر."

#: Sources/Features/Desktop
msgid "Enter your passcode"
msgstr "أدخل رمز القفل"

#: Sources/Features/Desktop
msgid "Changing the app lock asks for the passcode every time."
msgstr "يُطلب رمز القفل في كل مرة يُغيَّر فيها قفل التطبيق."

#: Sources/Features/Desktop
msgid "New passcode"
msgstr "رمز القفل الجديد"

#: Sources/Features/Desktop
msgid "Type it again"
msgstr "اكتبه مرة أخرى"

#: Sources/Features/Desktop
msgid "Turn off"
msgstr "إيقاف"

#: Sources/Features/Desktop
msgid "Remove"
msgstr "إزالة"

#: Sources/Features/Desktop
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "سيفتح Threshold بلا رمز قفل، وتُزال معه رمز التدمير الذاتي وحدّ المحاولات."

#: Sources/Features/Desktop
msgid "Saved."
msgstr "تم الحفظ."

#: Sources/Features/Desktop
msgid "Newer"
msgstr "الأحدث"

#: Sources/Features/Desktop
msgid "Older"
msgstr "الأقدم"

#: Sources/Features/Desktop
msgid "Version {version}: {title}"
msgstr "الإصدار {version}: {title}"

#: Sources/Features/Desktop
msgid "No release notes in this app."
msgstr "لا توجد ملاحظات إصدار في هذا التطبيق."

#: Sources/Features/Desktop
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "يُنشئ التصدير أرشيفًا مشفّرًا واحدًا لكل ملفاتك الشخصية ومحادثاتك على هذا الجهاز. يستورده الجهاز الآخر بالرابط (أو رمز QR الخاص به)؛ يحمل الرابط مفتاح الأرشيف، فلا تُطلع عليه أحدًا غيرك."

#: Sources/Features/Desktop
msgid "Export"
msgstr "تصدير"

#: Sources/Features/Desktop
msgid "Exporting…"
msgstr "جارٍ التصدير…"

#: Sources/Features/Desktop
msgid "Importing…"
msgstr "جارٍ الاستيراد…"

#: Sources/Features/Desktop
msgid "{done} of {total}"
msgstr "{done} من {total}"

#: Sources/Features/Desktop
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "الأرشيف جاهز. على الجهاز الآخر، اختر «الانتقال من جهاز آخر» وامسح الرمز أو الصق الرابط."

#: Sources/Features/Desktop
msgid "QR code of the migration link"
msgstr "رمز QR لرابط الانتقال"

#: Sources/Features/Desktop
msgid "Migration link"
msgstr "رابط الانتقال"

#: Sources/Features/Desktop
msgid "Copy link"
msgstr "نسخ الرابط"

#: Sources/Features/Desktop
msgid "Link copied."
msgstr "تم نسخ الرابط."

#: Sources/Features/Desktop
msgid "Archive: {path}"
msgstr "الأرشيف: {path}"

#: Sources/Features/Desktop
msgid "Finalize the migration"
msgstr "إنهاء الانتقال"

#: Sources/Features/Desktop
msgid "Keep using this device"
msgstr "الاستمرار في استخدام هذا الجهاز"

#: Sources/Features/Desktop
msgid "Delete local data"
msgstr "حذف البيانات المحلية"

#: Sources/Features/Desktop
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "استخدام Threshold على الجهازين يعطّل توصيل الرسائل: استمر في استخدام الجهاز الجديد فقط."

#: Sources/Features/Desktop
msgid "Delete local data?"
msgstr "حذف البيانات المحلية؟"

#: Sources/Features/Desktop
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "ستُحذف كل الملفات الشخصية والمحادثات والمفاتيح على هذا الجهاز، والأرشيف المُصدَّر هنا. استورد الأرشيف على الجهاز الآخر أولًا. لا يمكن التراجع عن ذلك."

#: Sources/Features/Desktop
msgid "Local data deleted"
msgstr "حُذفت البيانات المحلية"

#: Sources/Features/Desktop
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "لم يُحذف أي ملف أو مجلد. يمكن إغلاق Threshold الآن."
msgstr[1] "حُذف ملف أو مجلد واحد. يمكن إغلاق Threshold الآن."
msgstr[2] "حُذف ملفان أو مجلدان. يمكن إغلاق Threshold الآن."
msgstr[3] "حُذفت {count} ملفات ومجلدات. يمكن إغلاق Threshold الآن."
msgstr[4] "حُذف {count} ملفًا ومجلدًا. يمكن إغلاق Threshold الآن."
msgstr[5] "حُذف {count} ملف ومجلد. يمكن إغلاق Threshold الآن."

#: Sources/Features/Desktop
msgid "Paste the migration link"
msgstr "الصق رابط الانتقال"

#: Sources/Features/Desktop
msgid "Choose the archive…"
msgstr "اختر الأرشيف…"

#: Sources/Features/Desktop
msgid "Choose the archive"
msgstr "اختيار الأرشيف"

#: Sources/Features/Desktop
msgid "Open"
msgstr "فتح"

#: Sources/Features/Desktop
msgid "Import"
msgstr "استيراد"

#: Sources/Features/Desktop
msgid "Replace"
msgstr "استبدال"

#: Sources/Features/Desktop
msgid "Import without it"
msgstr "الاستيراد من دونه"

#: Sources/Features/Desktop
msgid "Stop the import"
msgstr "إيقاف الاستيراد"

#: Sources/Features/Desktop
msgid "Open your chats"
msgstr "افتح محادثاتك"

#: Sources/Features/Desktop
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "لا رسائل جديدة"
msgstr[1] "رسالة جديدة واحدة"
msgstr[2] "رسالتان جديدتان"
msgstr[3] "{count} رسائل جديدة"
msgstr[4] "{count} رسالة جديدة"
msgstr[5] "{count} رسالة جديدة"

#: Sources/Features/Desktop
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} بايت"

#: Sources/Features/Desktop
msgid "Not now"
msgstr "ليس الآن"

#: Sources/Features/Desktop
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "لن يظهر {name} إلا عند كتابة كلمة مروره في حقل البحث. ويبقى مكتومًا ما دام مخفيًا."

#: Sources/Features/Desktop
msgid "Password"
msgstr "كلمة المرور"

#: Sources/Features/Desktop
msgid "Confirm password"
msgstr "تأكيد كلمة المرور"

#: Sources/Features/Desktop
msgid "Hide"
msgstr "إخفاء"

#: Sources/Features/Desktop
msgid "Active profile"
msgstr "الملف الشخصي النشط"

#: Sources/Features/Desktop
msgid "Hidden profile"
msgstr "ملف شخصي مخفي"

#: Sources/Features/Desktop
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "لا رسائل غير مقروءة"
msgstr[1] "رسالة واحدة غير مقروءة"
msgstr[2] "رسالتان غير مقروءتين"
msgstr[3] "{count} رسائل غير مقروءة"
msgstr[4] "{count} رسالة غير مقروءة"
msgstr[5] "{count} رسالة غير مقروءة"

#: Sources/Features/Desktop
msgid "Profile actions"
msgstr "إجراءات الملف الشخصي"

#: Sources/Features/Desktop
msgid "Threshold is locked"
msgstr "Threshold مقفل"

#: Sources/Features/Desktop
msgid "Enter your passcode to open your profiles."
msgstr "أدخل رمز القفل لفتح ملفاتك الشخصية."

#: Sources/Features/Desktop
msgid "Unlock"
msgstr "فتح القفل"

#: Sources/Features/Desktop
msgid "Threshold is already open"
msgstr "Threshold مفتوح بالفعل"

#: Sources/Features/Desktop
msgid "Threshold can't open its data"
msgstr "لا يستطيع Threshold فتح بياناته"

#: Sources/Features/Desktop
msgid "Error"
msgstr "خطأ"

#: Sources/Features/Desktop
msgid "{option} needs a value."
msgstr "يحتاج {option} إلى قيمة."

#: Sources/Features/Desktop
msgid "Unknown option {option}."
msgstr "خيار غير معروف: {option}."

"""#),
        ("de.po", #"""
# German texts of Threshold. Edit with any gettext tool; see docs/languages.md.
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

#: Sources/CommandLineFace/ProfilesCommand.swift:77
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "„{name}“ ist verborgen. Gib sein Passwort im Suchfeld ein (oder nutze 'profiles reveal'), um es wieder anzuzeigen."

#: Sources/CommandLineFace/ProfilesCommand.swift:31
msgid "\"{name}\" is now the active profile."
msgstr "„{name}“ ist jetzt das aktive Profil."

#: Sources/CommandLineFace/ProfilesCommand.swift:82
msgid "\"{name}\" is visible again (still muted)."
msgstr "„{name}“ ist wieder sichtbar (weiterhin stummgeschaltet)."

#: Sources/CommandLineFace/CommandCatalog.swift:147
msgid "'{command}' does not take --{option}."
msgstr "'{command}' kennt --{option} nicht."

#: Sources/CommandLineFace/ProfilesCommand.swift:121
msgid "({count} unread)"
msgstr "({count} ungelesen)"

#: Sources/CommandLineFace/ProfilesCommand.swift:57
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "--bio-stdin erwartet die Beschreibung in einer Zeile der Standardeingabe (nach dem Namen des Profils und einem neuen Namen). Aufruf: {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:76
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "--json braucht einen Befehl (die App selbst gibt kein JSON aus). 'threshold --help' zeigt die Liste."

#: Sources/Features/Errors/ErrorReport.swift:195
msgid "A file operation failed: {detail}"
msgstr "Ein Dateivorgang ist fehlgeschlagen: {detail}"

#: Sources/Features/Errors/ErrorReport.swift:141
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "Eine Nachricht darf höchstens {limit} Byte lang sein. Nichts wurde gespeichert."

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "Ein stummgeschaltetes Profil sendet keine Benachrichtigungen und zählt nicht zum Gesamtzähler. Seine ungelesenen Nachrichten stehen weiter in der Liste."

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "Es gibt bereits ein Profil namens „{name}“. Wähle einen anderen Namen."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:38
msgid "About"
msgstr "Über"

#: Sources/PlainFace/PlainApp+Onboarding.swift:112
msgid "Accept ({reason})"
msgstr "Akzeptieren ({reason})"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "Profil hinzufügen"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "App lock"
msgstr "App-Sperre"

#: Sources/PlainFace/PlainApp.swift:60
msgid "Back"
msgstr "Zurück"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "Verbindung im Hintergrund, in Echtzeit."

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "Kurzbeschreibung (optional)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:73
msgid "Bio (optional, at most {count} bytes): "
msgstr "Kurzbeschreibung (optional, höchstens {count} Byte): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:76
msgid "Bio: "
msgstr "Kurzbeschreibung: "

#: Sources/CommandLineFace/ProfilesCommand.swift:95
msgid "Cancelled; nothing was deleted."
msgstr "Abgebrochen; nichts wurde gelöscht."

#: Sources/Features/Chats/ChatTranscript.swift:40
msgid "Chat with {name}"
msgstr "Chat mit {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "Chats"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "Chats ohne aktives Profil ({count} ungelesen in allen Profilen)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:18
msgid "Chats of this profile appear here when messages arrive."
msgstr "Die Chats dieses Profils erscheinen hier, sobald Nachrichten eintreffen."

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "Chats von {name} ({count} ungelesen in allen Profilen)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:17
msgid "Chats of {name} appear here when messages arrive."
msgstr "Die Chats von {name} erscheinen hier, sobald Nachrichten eintreffen."

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "Passwort wird geprüft…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "Prüft jede Minute, schont den Akku."
msgstr[1] "Prüft alle {count} Minuten, schont den Akku."

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "Wähle 0–{last}: "

#: Sources/Features/Text/ScreenText.swift:10
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "Wähle, wie die App dich über neue Nachrichten informiert. Du kannst das später in den Einstellungen ändern."

#: Sources/PlainFace/PlainApp+Onboarding.swift:113
msgid "Choose operators (a number toggles), then accept"
msgstr "Betreiber wählen (eine Zahl schaltet um), dann akzeptieren"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded (version {version})."
msgstr "Bedingungen geladen (Version {version})."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:41
msgid "Conditions loaded."
msgstr "Bedingungen geladen."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "Nutzungsbedingungen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:104
msgid "Conditions version {version}."
msgstr "Bedingungen in Version {version}."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "Configure operators"
msgstr "Betreiber einstellen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Continue"
msgstr "Weiter"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "Namen korrigieren"

#: Sources/Features/Onboarding/CreateProfileStep.swift:28
msgid "Correct name to \"{name}\"?"
msgstr "Namen zu „{name}“ korrigieren?"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:47
msgid "Could not load the conditions: {reason}"
msgstr "Die Bedingungen konnten nicht geladen werden: {reason}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:30
msgid "Create profile"
msgstr "Profil erstellen"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "Erstelle dein Profil"

#: Sources/CommandLineFace/ProfilesCommand.swift:27
msgid "Created profile \"{name}\"; it is now active."
msgstr "Profil „{name}“ erstellt; es ist jetzt aktiv."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "Wird erstellt…"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:37
msgid "Data directory"
msgstr "Datenverzeichnis"

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "Database error: {detail}."
msgstr "Datenbankfehler: {detail}."

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "„{name}“ und alle seine Chats von diesem Gerät löschen?"

#: Sources/CommandLineFace/ProfilesCommand.swift:93
msgid "Delete \"{name}\" with its local data (servers are not told)? This can't be undone."
msgstr "„{name}“ mit seinen lokalen Daten löschen (die Server erfahren nichts davon)? Das lässt sich nicht rückgängig machen."

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Delete \"{name}\" with its local data and its server connections? This can't be undone."
msgstr "„{name}“ mit seinen lokalen Daten und seinen Serververbindungen löschen? Das lässt sich nicht rückgängig machen."

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

#: Sources/CommandLineFace/ProfilesCommand.swift:101
msgid "Deleted \"{name}\"."
msgstr "„{name}“ gelöscht."

#: Sources/CommandLineFace/ProfilesCommand.swift:89
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "Löschen fragt im Terminal nach einer Bestätigung; um aus einem Skript zu löschen, füge --yes hinzu."

#: Sources/CommandLineFace/CommandCatalog.swift:136
msgid "Did you mean \"{word}\"?"
msgstr "„{word}“ gemeint?"

#: Sources/CommandLineFace/CommandCatalog.swift:146
msgid "Did you mean --{option}?"
msgstr "Meintest du --{option}?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "Anzeigename"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "Anzeigename (leer lassen, um zurückzugehen): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "Anzeigename: "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:36
msgid "Domains"
msgstr "Domains"

#: Sources/Features/Onboarding/CreateProfileStep.swift:18
msgid "Duplicate display name!"
msgstr "Anzeigename bereits vergeben!"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "Profil bearbeiten"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "Benachrichtigungen aktivieren"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "Gib einen Code ein."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:93
msgid "Enter continue  Esc stop the import"
msgstr "Enter weiter  Esc Import abbrechen"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:14
msgid "Enter import  Esc back"
msgstr "Enter importieren  Esc zurück"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:92
msgid "Enter import from this path  Esc back to the link"
msgstr "Enter aus diesem Pfad importieren  Esc zurück zum Link"

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "Gib oben das Passwort ein, um es anzuzeigen!"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:90
msgid "Enter replace  Esc cancel"
msgstr "Enter ersetzen  Esc abbrechen"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "Gib deinen Namen ein…"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "Fehler beim Akzeptieren der Bedingungen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:130
msgid "Error accepting conditions: {error}"
msgstr "Fehler beim Akzeptieren der Bedingungen: {error}"

#: Sources/Features/Onboarding/CreateProfileStep.swift:20
msgid "Error creating profile"
msgstr "Fehler beim Erstellen des Profils"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "Fehler: {message}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:198
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "Dem System folgen (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "Gib die Beschreibung mit --bio B oder mit --bio-stdin an, nicht mit beiden."

#: Sources/CommandLineFace/ProfilesCommand.swift:35
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "Gib den neuen Namen mit --name N oder mit --name-stdin an, nicht mit beiden."

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "Verborgene Profile"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "Verborgene Profile sind immer stummgeschaltet. Zeige das Profil wieder an, um die Stummschaltung aufzuheben."

#: Sources/Features/Profiles/ProfileAction.swift:27
msgid "Hide profile"
msgstr "Profil verbergen"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "So funktioniert es"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "So funktionieren Benachrichtigungen"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:88
msgid "Import failed: {reason}"
msgstr "Import fehlgeschlagen: {reason}"

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "Ohne den Code importieren? Dieses Gerät ist danach nicht gesperrt; lege anschließend unter Einstellungen › App-Sperre einen Code fest."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:12
msgid "Importing…  Ctrl-C quit"
msgstr "Import läuft…  Strg-C beenden"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "Sofort: Eine Verbindung bleibt im Hintergrund offen; Benachrichtigungen kommen in Echtzeit."

#: Sources/Features/Onboarding/CreateProfileStep.swift:19
msgid "Invalid display name!"
msgstr "Ungültiger Anzeigename!"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "Ungültiger Anzeigename. Namen zu „{name}“ korrigieren?"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "Ungültiger Anzeigename: Er braucht mindestens einen Buchstaben, eine Ziffer oder ein Symbol."

#: Sources/PlainFace/PlainApp+Onboarding.swift:199
msgid "Language"
msgstr "Sprache"

#: Sources/PlainFace/PlainApp+Onboarding.swift:182
msgid "Language ({language})"
msgstr "Sprache ({language})"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "Sprache: {language} (in Threshold gewählt; 'threshold language system' folgt wieder LANG)."

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "Sprache: {language} (aus der Umgebung: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:203
msgid "Language: {language}."
msgstr "Sprache: {language}."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:35
msgid "Legal name"
msgstr "Firmenname"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:39
msgid "Loading the conditions…"
msgstr "Bedingungen werden geladen…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "Wird geladen…"

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "{count} Nachricht als gelesen markiert."
msgstr[1] "{count} Nachrichten als gelesen markiert."

#: Sources/PlainFace/PlainApp.swift:95
msgid "Menu"
msgstr "Menü"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "Nachrichten nur, solange die App geöffnet ist."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:33
msgid "Migrate from another device"
msgstr "Von einem anderen Gerät umziehen"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Migrate to another device"
msgstr "Auf ein anderes Gerät umziehen"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:91
msgid "Migration complete"
msgstr "Umzug abgeschlossen"

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "Stummschalten"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Muted \"{name}\": it will not notify."
msgstr "„{name}“ stummgeschaltet: Es benachrichtigt nicht mehr."

#: Sources/Features/Profiles/Notice.swift:16
msgid "Muted profile"
msgstr "Stummgeschaltetes Profil"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "Braucht einen Buchstaben, eine Ziffer oder ein Symbol."

#: Sources/CommandLineFace/ProfilesCommand.swift:56
msgid "New bio (not shown): "
msgstr "Neue Beschreibung (wird nicht angezeigt): "

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "No chat receives on this server queue."
msgstr "Kein Chat empfängt über diese Server-Warteschlange."

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "No chat with \"{name}\" in the active profile."
msgstr "Kein Chat mit „{name}“ im aktiven Profil."

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "No chats yet."
msgstr "Noch keine Chats."

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "Kein Gerätetoken!"

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "Keine passenden Profile."

#: Sources/Features/Chats/ChatTranscript.swift:41
msgid "No messages yet."
msgstr "Noch keine Nachrichten."

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "Kein Betreiber mit der ID „{id}“. Siehe 'threshold operators list'."

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "No profile is left: the app starts with onboarding again."
msgstr "Kein Profil mehr übrig: Die App beginnt wieder mit der Einrichtung."

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "Kein Profil namens „{name}“."

#: Sources/CommandLineFace/ProfilesCommand.swift:115
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "Keine Profile. Erstelle eines mit: threshold profiles create NAME"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "Auf diesem Gerät wurde nichts geändert."

#: Sources/CommandLineFace/ProfilesCommand.swift:42
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "Nichts zu ändern: Gib --name N (oder --name-stdin) und/oder --bio B (oder --bio-stdin) an."

#: Sources/PlainFace/PlainApp+Onboarding.swift:142
msgid "Notification mode"
msgstr "Benachrichtigungsmodus"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "Benachrichtigungen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Notifications ({mode})"
msgstr "Benachrichtigungen ({mode})"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "Benachrichtigungen starten, sobald das Gerät ein Push-Token bereitstellt. Deine Auswahl ist gespeichert."

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "OK"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "Aus: keine Push-Benachrichtigungen; Nachrichten kommen nur an, solange die App geöffnet ist."

#: Sources/Features/Text/ScreenText.swift:13
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "Exportiere auf dem anderen Gerät über die Einstellungen oder mit `threshold migrate export` und füge dann den angezeigten Link hier ein. Liegt das Archiv nicht dort, wo der Link sagt (in einem anderen Ordner, auf einem USB-Stick), wirst du nach dem Ort gefragt."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "Betreiber"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Operators and conditions"
msgstr "Betreiber und Bedingungen"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:73
msgid "Passcode"
msgstr "Code"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:71
msgid "Passcode of the other device"
msgstr "Code des anderen Geräts"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "Link einfügen oder eingeben  Tab wechseln  Enter importieren  Esc zurück"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "Regelmäßig: Neue Nachrichten werden jede Minute abgerufen; schont den Akku."
msgstr[1] "Regelmäßig: Neue Nachrichten werden alle {count} Minuten abgerufen; schont den Akku."

#: Sources/Features/Errors/ErrorReport.swift:193
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "Zugriff verweigert: {detail} Prüfe Eigentümer und Zugriffsrechte des Datenverzeichnisses."

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "Private Chats, Gruppen und deine Kontakte sind für Serverbetreiber nicht zugänglich."

#: Sources/PlainFace/PlainApp+Onboarding.swift:82
msgid "Profile \"{name}\" created."
msgstr "Profil „{name}“ erstellt."

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "Push-Benachrichtigungen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "Beenden"

#: Sources/PlainFace/PlainApp.swift:92
msgid "Read a chat"
msgstr "Einen Chat lesen"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "Pflichtfeld."

#: Sources/PlainFace/PlainApp+Onboarding.swift:111
msgid "Retry loading the conditions"
msgstr "Bedingungen erneut laden"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "Lade die Bedingungen zuerst erneut."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:37
msgid "Roles"
msgstr "Rollen"

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Run 'threshold --help' for the list."
msgstr "'threshold --help' zeigt die Liste."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Saving…"
msgstr "Wird gespeichert…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "Suchen oder Passwort eingeben"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "Select at least one operator to accept the conditions."
msgstr "Wähle mindestens einen Betreiber, um die Bedingungen zu akzeptieren."

#: Sources/PlainFace/PlainApp+Onboarding.swift:125
msgid "Select at least one operator."
msgstr "Wähle mindestens einen Betreiber."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:34
msgid "Server operators"
msgstr "Serverbetreiber"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "Lege zuerst einen Code fest: threshold lock set."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "Einstellungen"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Skip"
msgstr "Überspringen"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:57
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Leertaste umschalten  ←→ Betreiber  Esc schließen"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:113
msgid "Step {index} of {total}"
msgstr "Schritt {index} von {total}"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "Zu diesem Profil wechseln"

#: Sources/PlainFace/PlainApp.swift:93
msgid "Switch to {name}"
msgstr "Zu {name} wechseln"

#: Sources/PlainFace/PlainApp.swift:93
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

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab weiter  Enter weiter/speichern  Esc zurück"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "Erzähl deinen Kontakten von dir"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "Diese Beschreibung hat {size}/{limit} Byte; kürze sie bitte."

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "Das ist nicht der Code des anderen Geräts."

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "Das aktive Profil kann nicht gelöscht werden. Wechsle zuerst zu einem anderen Profil."

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "Das aktive Profil kann nicht verborgen werden. Wechsle zuerst zu einem anderen Profil."

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "Das Archiv stammt von einem Gerät, das mit einem Code gesperrt ist. Gib diesen Code ein, damit dieses Gerät damit gesperrt bleibt, oder lass das Feld leer, um ohne ihn zu importieren."

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "Die Versuchsgrenze muss eine ganze Zahl von 1 bis {limit} sein oder off."

#: Sources/Features/Errors/ErrorReport.swift:94
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "Die Beschreibung hat {size} Byte; erlaubt sind {limit} Byte."

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "Die Markendatei ist nicht verwendbar:"

#: Sources/Features/Errors/ErrorReport.swift:172
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "Die Daten werden von einem anderen Threshold-Prozess verwendet. Versuche es erneut, wenn er fertig ist."

#: Sources/Features/Errors/ErrorReport.swift:177
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "Die Datenbank lässt sich nicht öffnen ({detail}). Prüfe, ob das Datenverzeichnis dir gehört und beschreibbar ist."

#: Sources/Features/Errors/ErrorReport.swift:174
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "Die Datenbankdatei ist beschädigt oder keine Threshold-Datenbank. Sie wurde nicht verändert."

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "Die Schlüsseldatei konnte nicht geschrieben werden ({reason}). Die bisherigen Einstellungen gelten weiter."

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "Die Schlüsseldatei threshold.key neben der Datenbank kann nicht gelesen werden: {reason}. Nichts wurde geändert oder gelöscht."

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "Die Schlüsseldatei threshold.key neben der Datenbank ist beschädigt oder stammt von einer neueren Threshold-Version. Nichts wurde geändert oder gelöscht; stelle die Datei aus einer Sicherung wieder her oder aktualisiere Threshold."

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "Das letzte sichtbare Profil kann nicht verborgen werden. Erstelle zuerst ein weiteres Profil."

#: Sources/Features/Onboarding/CreateProfileStep.swift:29
msgid "The name needs at least one letter, number or symbol."
msgstr "Der Name braucht mindestens einen Buchstaben, eine Ziffer oder ein Symbol."

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "Code und Selbstzerstörungscode müssen sich unterscheiden. Wähle einen anderen."

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "Der Code darf nicht mit einem Leerzeichen beginnen oder enden."

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "Der Code ist aktiv, die Daten sind also durch ihn geschützt. Schalte ihn zuerst aus (threshold lock clear), um eine andere Stufe zu wählen."

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

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "Die beiden eingegebenen Codes sind verschieden. Nichts wurde geändert; versuche es erneut."

#: Sources/CommandLineFace/ProfilesCommand.swift:73
msgid "The two passwords differ; nothing was changed."
msgstr "Die beiden Passwörter stimmen nicht überein; nichts wurde geändert."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Theme"
msgstr "Design"

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "There is no active profile. Create one first."
msgstr "Es gibt kein aktives Profil. Erstelle zuerst eines."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:83
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "Diese Version enthält keine interaktive App. Mit 'threshold --help' siehst du die Befehle."

#: Sources/Features/Errors/ErrorReport.swift:170
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "Diese Daten stammen von einer neueren Threshold-Version. Aktualisiere Threshold; die Daten wurden nicht verändert."

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "Auf diesem Gerät sind bereits Daten. Durch die importierten Daten ersetzen?"

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "Die versiegelten Daten dieses verborgenen Profils sind beschädigt und nicht lesbar."

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "Dieser Code ist kurz. Wer das Datenverzeichnis kopiert, kann Codes offline durchprobieren, je einen scrypt-Lauf: alle vierstelligen Codes fallen in Minuten, alle sechsstelligen binnen Stunden (docs/security.md). Eine Passphrase aus mehreren Wörtern ist weit stärker."

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "Dieses Profil ist bereits verborgen."

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "Dieses Profil ist nicht verborgen."

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "Threshold konnte das Einrichten seiner Daten nicht abschließen ({reason}). Mach den Datenordner beschreibbar oder schaffe Speicherplatz und starte Threshold dann erneut: Dann wird es abgeschlossen."

#: Sources/Features/Text/ScreenText.swift:5
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "Threshold kennt keine Benutzerkennungen: Deine Profile liegen auf diesem Gerät und werden nur mit den Kontakten geteilt, die du auswählst. Server leiten Nachrichten weiter, ohne zu wissen, wer mit wem spricht, und jede und jeder kann einen betreiben."

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "Threshold läuft bereits auf {directory} (die App oder ein Befehl, der ihre Daten ersetzt). Beende es zuerst oder nimm ein anderes --data-dir; nichts wurde geändert."

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold ist gesperrt. Gib den Code im Terminal an der Eingabeaufforderung ein oder in der ersten Zeile der Standardeingabe mit --passcode-stdin."

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "Um ein verborgenes Profil anzuzeigen, gib sein vollständiges Passwort im Suchfeld von „Deine Chatprofile“ ein."

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "Zu viele Betreiber- und Einrichtungsentscheidungen, um sie über eine Selbstzerstörung zu behalten. Nichts wurde geändert."

#: Sources/CommandLineFace/ProfilesCommand.swift:125
msgid "Total unread: {count}"
msgstr "Ungelesen insgesamt: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:34
msgid "Trade name"
msgstr "Handelsname"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "Name oder Passwort tippen  ↑↓ wählen  Enter Aktionen  Esc zurück"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "Gib eine Zahl von 0 bis {last} ein."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:13
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "Code eingeben  Enter weiter  Esc Import abbrechen"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "Gib den Code noch einmal ein."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the path  Enter import  Esc back to the link"
msgstr "Pfad eingeben  Enter importieren  Esc zurück zum Link"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "Unerwarteter Fehler: {type}."

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "Wieder anzeigen"

#: Sources/CommandLineFace/CommandCatalog.swift:134
msgid "Unknown command \"{command}\"."
msgstr "Unbekannter Befehl „{command}“."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:119
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "Unbekannter Befehl „{command}“. 'threshold --help' zeigt die Liste."

#: Sources/CommandLineFace/CommandCatalog.swift:135
msgid "Unknown {group} command \"{command}\"."
msgstr "Unbekannter {group}-Befehl „{command}“."

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "Entsperren, um nach verborgenen Profilen zu suchen…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "Stummschaltung aufheben"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Unmuted \"{name}\"."
msgstr "Stummschaltung von „{name}“ aufgehoben."

#: Sources/CommandLineFace/ProfilesCommand.swift:62
msgid "Updated \"{name}\"."
msgstr "„{name}“ aktualisiert."

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Usage:"
msgstr "Aufruf:"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "Zum Chat"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:53
msgid "Use this operator"
msgstr "Diesen Betreiber nutzen"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:55
msgid "View conditions"
msgstr "Bedingungen ansehen"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "Warte, bis die Bedingungen geladen sind."

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "Willkommen"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:35
msgid "What's new"
msgstr "Neuigkeiten"

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "Wo liegt das Archiv auf diesem Gerät? Sein Pfad (leer für zurück): "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "Wo liegt das Archiv auf diesem Gerät? Sein Pfad:"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "Wird gespeichert als: {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:36
msgid "Working…"
msgstr "Wird ausgeführt…"

#: Sources/Features/Errors/ErrorReport.swift:114
msgid "Wrong passcode."
msgstr "Falscher Code."

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "Du hast bereits ein Chatprofil mit demselben Anzeigenamen („{name}“). Bitte wähle einen anderen Namen."

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "Alles bereit."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:29
msgid "Your chat profiles"
msgstr "Deine Chatprofile"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "Deine Daten vom anderen Gerät sind jetzt hier. Schließe den Umzug auf dem anderen Gerät ab (threshold migrate finalize): Werden beide Geräte benutzt, kommen Nachrichten nicht mehr richtig an."

#: Sources/Features/Text/ScreenText.swift:8
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "Dein Profil wird auf deinem Gerät gespeichert und nur mit deinen Kontakten geteilt."

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "aktiv"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:84
msgid "hidden"
msgstr "verborgen"

#: Sources/TerminalFace/Home/ChatListScreen.swift:44
msgid "muted"
msgstr "stumm"

#: Sources/CommandLineFace/ProfilesCommand.swift:102
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "{count} Server-Löschauftrag in den Postausgang gestellt."
msgstr[1] "{count} Server-Löschaufträge in den Postausgang gestellt."

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "{count} ungelesen"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "{count} sichtbar"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:82
msgid "{position} of {total}"
msgstr "{position} von {total}"

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

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ bewegen  Leertaste umschalten  Enter wählen  v Bedingungen ansehen"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ Gültiger Name"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:68
msgctxt "button"
msgid "Accept"
msgstr "Akzeptieren"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:97
msgctxt "button"
msgid "Cancel"
msgstr "Abbrechen"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "Schließen"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "Erstellen"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "Löschen"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:46
msgctxt "button"
msgid "Retry"
msgstr "Erneut versuchen"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:48
msgctxt "button"
msgid "Save"
msgstr "Speichern"

#: Sources/Features/Chats/ChatTranscript.swift:42
msgctxt "message sender"
msgid "You"
msgstr "Du"

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

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "Off"
msgstr "Aus"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "On"
msgstr "An"

#: Sources/Features/Desktop
msgid "Appearance"
msgstr "Darstellung"

#: Sources/Features/Desktop
msgid "Migration"
msgstr "Umzug"

#: Sources/Features/Desktop
msgid "Light or dark, as the desktop is set."
msgstr "Hell oder dunkel, wie der Desktop eingestellt ist."

#: Sources/Features/Desktop
msgid "Version {version}"
msgstr "Version {version}"

#: Sources/Features/Desktop
msgid "Set passcode"
msgstr "Code festlegen"

#: Sources/Features/Desktop
msgid "Change passcode"
msgstr "Code ändern"

#: Sources/Features/Desktop
msgid "Turn off the passcode"
msgstr "Code ausschalten"

#: Sources/Features/Desktop
msgid "Self-destruct passcode"
msgstr "Selbstzerstörungscode"

#: Sources/Features/Desktop
msgid "On: opens a new profile named {name}"
msgstr "An: öffnet ein neues Profil namens {name}"

#: Sources/Features/Desktop
msgid "Set self-destruct passcode"
msgstr "Selbstzerstörungscode festlegen"

#: Sources/Features/Desktop
msgid "Remove self-destruct passcode"
msgstr "Selbstzerstörungscode entfernen"

#: Sources/Features/Desktop
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "Wird er bei einer Code-Abfrage eingegeben, löscht er alle Daten und öffnet ein neues Profil mit diesem Namen. Er muss sich vom Code unterscheiden."

#: Sources/Features/Desktop
msgid "Display name of the new profile"
msgstr "Anzeigename des neuen Profils"

#: Sources/Features/Desktop
msgid "Wipe after wrong passcodes"
msgstr "Nach falschen Codes löschen"

#: Sources/Features/Desktop
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "Nach {count} falschen Code in Folge"
msgstr[1] "Nach {count} falschen Codes in Folge"

#: Sources/Features/Desktop
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "Nach so vielen falschen Codes in Folge (1 bis {limit}) werden alle Daten auf diesem Gerät gelöscht. Leer: nie."

#: Sources/Features/Desktop
msgid "Wrong passcodes before wiping"
msgstr "Falsche Codes bis zum Löschen"

#: Sources/Features/Desktop
msgid "Protection"
msgstr "Schutz"

#: Sources/Features/Desktop
msgid "A passcode (the app lock)"
msgstr "Ein Code (die App-Sperre)"

#: Sources/Features/Desktop
msgid "The desktop keyring"
msgstr "Der Schlüsselbund des Desktops"

#: Sources/Features/Desktop
msgid "A key file beside the data (no passcode)"
msgstr "Eine Schlüsseldatei neben den Daten (kein Code)"

#: Sources/Features/Desktop
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "Der Code ist eingeschaltet, also schützt er die Daten. Schalte ihn zuerst aus, um eine andere Stufe zu wählen."

#: Sources/Features/Desktop
msgid "Enter your passcode"
msgstr "Gib deinen Code ein"

#: Sources/Features/Desktop
msgid "Changing the app lock asks for the passcode every time."
msgstr "Zum Ändern der App-Sperre wird jedes Mal der Code abgefragt."

#: Sources/Features/Desktop
msgid "New passcode"
msgstr "Neuer Code"

#: Sources/Features/Desktop
msgid "Type it again"
msgstr "Noch einmal eingeben"

#: Sources/Features/Desktop
msgid "Turn off"
msgstr "Ausschalten"

#: Sources/Features/Desktop
msgid "Remove"
msgstr "Entfernen"

#: Sources/Features/Desktop
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "Threshold öffnet sich dann ohne Code; der Selbstzerstörungscode und die Versuchsgrenze werden mit entfernt."

#: Sources/Features/Desktop
msgid "Saved."
msgstr "Gespeichert."

#: Sources/Features/Desktop
msgid "Newer"
msgstr "Neuer"

#: Sources/Features/Desktop
msgid "Older"
msgstr "Älter"

#: Sources/Features/Desktop
msgid "Version {version}: {title}"
msgstr "Version {version}: {title}"

#: Sources/Features/Desktop
msgid "No release notes in this app."
msgstr "Diese App hat keine Versionshinweise."

#: Sources/Features/Desktop
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "Der Export erstellt ein verschlüsseltes Archiv aller deiner Profile und Chats auf diesem Gerät. Das andere Gerät importiert es mit dem Link (oder seinem QR-Code); der Link enthält den Schlüssel des Archivs, zeig ihn also niemandem sonst."

#: Sources/Features/Desktop
msgid "Export"
msgstr "Exportieren"

#: Sources/Features/Desktop
msgid "Exporting…"
msgstr "Wird exportiert …"

#: Sources/Features/Desktop
msgid "Importing…"
msgstr "Wird importiert …"

#: Sources/Features/Desktop
msgid "{done} of {total}"
msgstr "{done} von {total}"

#: Sources/Features/Desktop
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "Das Archiv ist fertig. Wähle auf dem anderen Gerät „Von einem anderen Gerät umziehen“ und scanne den Code oder füge den Link ein."

#: Sources/Features/Desktop
msgid "QR code of the migration link"
msgstr "QR-Code des Umzugslinks"

#: Sources/Features/Desktop
msgid "Migration link"
msgstr "Umzugslink"

#: Sources/Features/Desktop
msgid "Copy link"
msgstr "Link kopieren"

#: Sources/Features/Desktop
msgid "Link copied."
msgstr "Link kopiert."

#: Sources/Features/Desktop
msgid "Archive: {path}"
msgstr "Archiv: {path}"

#: Sources/Features/Desktop
msgid "Finalize the migration"
msgstr "Umzug abschließen"

#: Sources/Features/Desktop
msgid "Keep using this device"
msgstr "Dieses Gerät weiter nutzen"

#: Sources/Features/Desktop
msgid "Delete local data"
msgstr "Lokale Daten löschen"

#: Sources/Features/Desktop
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "Threshold auf beiden Geräten zu nutzen, stört die Zustellung von Nachrichten: nutze nur noch das neue."

#: Sources/Features/Desktop
msgid "Delete local data?"
msgstr "Lokale Daten löschen?"

#: Sources/Features/Desktop
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "Alle Profile, Chats und Schlüssel auf diesem Gerät und das hier exportierte Archiv werden gelöscht. Importiere das Archiv zuerst auf dem anderen Gerät. Das lässt sich nicht rückgängig machen."

#: Sources/Features/Desktop
msgid "Local data deleted"
msgstr "Lokale Daten gelöscht"

#: Sources/Features/Desktop
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "{count} Datei oder Ordner wurde entfernt. Du kannst Threshold jetzt schließen."
msgstr[1] "{count} Dateien und Ordner wurden entfernt. Du kannst Threshold jetzt schließen."

#: Sources/Features/Desktop
msgid "Paste the migration link"
msgstr "Umzugslink einfügen"

#: Sources/Features/Desktop
msgid "Choose the archive…"
msgstr "Archiv auswählen …"

#: Sources/Features/Desktop
msgid "Choose the archive"
msgstr "Archiv auswählen"

#: Sources/Features/Desktop
msgid "Open"
msgstr "Öffnen"

#: Sources/Features/Desktop
msgid "Import"
msgstr "Importieren"

#: Sources/Features/Desktop
msgid "Replace"
msgstr "Ersetzen"

#: Sources/Features/Desktop
msgid "Import without it"
msgstr "Ohne ihn importieren"

#: Sources/Features/Desktop
msgid "Stop the import"
msgstr "Import abbrechen"

#: Sources/Features/Desktop
msgid "Open your chats"
msgstr "Zu deinen Chats"

#: Sources/Features/Desktop
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "{count} neue Nachricht"
msgstr[1] "{count} neue Nachrichten"

#: Sources/Features/Desktop
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} Bytes"

#: Sources/Features/Desktop
msgid "Not now"
msgstr "Nicht jetzt"

#: Sources/Features/Desktop
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "{name} wird nur angezeigt, wenn sein Passwort ins Suchfeld eingegeben wird. Solange es verborgen ist, ist es stummgeschaltet."

#: Sources/Features/Desktop
msgid "Password"
msgstr "Passwort"

#: Sources/Features/Desktop
msgid "Confirm password"
msgstr "Passwort bestätigen"

#: Sources/Features/Desktop
msgid "Hide"
msgstr "Verbergen"

#: Sources/Features/Desktop
msgid "Active profile"
msgstr "Aktives Profil"

#: Sources/Features/Desktop
msgid "Hidden profile"
msgstr "Verborgenes Profil"

#: Sources/Features/Desktop
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "{count} ungelesene Nachricht"
msgstr[1] "{count} ungelesene Nachrichten"

#: Sources/Features/Desktop
msgid "Profile actions"
msgstr "Profilaktionen"

#: Sources/Features/Desktop
msgid "Threshold is locked"
msgstr "Threshold ist gesperrt"

#: Sources/Features/Desktop
msgid "Enter your passcode to open your profiles."
msgstr "Gib deinen Code ein, um deine Profile zu öffnen."

#: Sources/Features/Desktop
msgid "Unlock"
msgstr "Entsperren"

#: Sources/Features/Desktop
msgid "Threshold is already open"
msgstr "Threshold ist bereits geöffnet"

#: Sources/Features/Desktop
msgid "Threshold can't open its data"
msgstr "Threshold kann seine Daten nicht öffnen"

#: Sources/Features/Desktop
msgid "Error"
msgstr "Fehler"

#: Sources/Features/Desktop
msgid "{option} needs a value."
msgstr "{option} braucht einen Wert."

#: Sources/Features/Desktop
msgid "Unknown option {option}."
msgstr "Unbekannte Option {option}."

"""#),
        ("es.po", #"""
# Spanish texts of Threshold. Edit with any gettext tool; see docs/languages.md.
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

#: Sources/CommandLineFace/ProfilesCommand.swift:77
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "«{name}» está oculto. Escribe su contraseña en el campo de búsqueda (o usa 'profiles reveal') para mostrarlo."

#: Sources/CommandLineFace/ProfilesCommand.swift:31
msgid "\"{name}\" is now the active profile."
msgstr "«{name}» es ahora el perfil activo."

#: Sources/CommandLineFace/ProfilesCommand.swift:82
msgid "\"{name}\" is visible again (still muted)."
msgstr "«{name}» vuelve a estar visible (sigue silenciado)."

#: Sources/CommandLineFace/CommandCatalog.swift:147
msgid "'{command}' does not take --{option}."
msgstr "'{command}' no admite --{option}."

#: Sources/CommandLineFace/ProfilesCommand.swift:121
msgid "({count} unread)"
msgstr "({count} sin leer)"

#: Sources/CommandLineFace/ProfilesCommand.swift:57
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "--bio-stdin necesita la biografía en una línea de la entrada estándar (después del nombre del perfil y de un nombre nuevo, si lo hay). Uso: {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:76
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "--json necesita un comando (la aplicación en sí no produce JSON). Ejecuta 'threshold --help' para ver la lista."

#: Sources/Features/Errors/ErrorReport.swift:195
msgid "A file operation failed: {detail}"
msgstr "Falló una operación de archivo: {detail}"

#: Sources/Features/Errors/ErrorReport.swift:141
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "Un mensaje puede ocupar como máximo {limit} bytes. No se ha guardado nada."

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "Un perfil silenciado no envía notificaciones y no cuenta en el total. Sus mensajes sin leer siguen apareciendo en la lista."

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "Ya existe un perfil llamado «{name}». Elige otro nombre."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:38
msgid "About"
msgstr "Acerca de"

#: Sources/PlainFace/PlainApp+Onboarding.swift:112
msgid "Accept ({reason})"
msgstr "Aceptar ({reason})"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "Añadir perfil"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "App lock"
msgstr "Bloqueo de la aplicación"

#: Sources/PlainFace/PlainApp.swift:60
msgid "Back"
msgstr "Atrás"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "Conexión en segundo plano, en tiempo real."

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "Biografía (opcional)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:73
msgid "Bio (optional, at most {count} bytes): "
msgstr "Biografía (opcional, como máximo {count} bytes): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:76
msgid "Bio: "
msgstr "Biografía: "

#: Sources/CommandLineFace/ProfilesCommand.swift:95
msgid "Cancelled; nothing was deleted."
msgstr "Cancelado; no se ha borrado nada."

#: Sources/Features/Chats/ChatTranscript.swift:40
msgid "Chat with {name}"
msgstr "Chat con {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "Chats"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "Chats sin perfil activo ({count} sin leer en todos los perfiles)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:18
msgid "Chats of this profile appear here when messages arrive."
msgstr "Los chats de este perfil aparecerán aquí cuando lleguen mensajes."

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "Chats de {name} ({count} sin leer en todos los perfiles)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:17
msgid "Chats of {name} appear here when messages arrive."
msgstr "Los chats de {name} aparecerán aquí cuando lleguen mensajes."

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "Comprobando la contraseña…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "Comprueba cada minuto, ahorra batería."
msgstr[1] "Comprueba cada {count} minutos, ahorra batería."

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "Elige 0-{last}: "

#: Sources/Features/Text/ScreenText.swift:10
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "Elige cómo te avisa la aplicación de los mensajes nuevos. Puedes cambiarlo más tarde en Ajustes."

#: Sources/PlainFace/PlainApp+Onboarding.swift:113
msgid "Choose operators (a number toggles), then accept"
msgstr "Elige los operadores (un número los marca o desmarca) y acepta"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded (version {version})."
msgstr "Condiciones cargadas (versión {version})."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:41
msgid "Conditions loaded."
msgstr "Condiciones cargadas."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "Condiciones de uso"

#: Sources/PlainFace/PlainApp+Onboarding.swift:104
msgid "Conditions version {version}."
msgstr "Condiciones, versión {version}."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "Configure operators"
msgstr "Configurar operadores"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Continue"
msgstr "Continuar"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "Corregir el nombre"

#: Sources/Features/Onboarding/CreateProfileStep.swift:28
msgid "Correct name to \"{name}\"?"
msgstr "¿Corregir el nombre a «{name}»?"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:47
msgid "Could not load the conditions: {reason}"
msgstr "No se pudieron cargar las condiciones: {reason}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:30
msgid "Create profile"
msgstr "Crear perfil"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "Crea tu perfil"

#: Sources/CommandLineFace/ProfilesCommand.swift:27
msgid "Created profile \"{name}\"; it is now active."
msgstr "Perfil «{name}» creado; ahora está activo."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "Creando…"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:37
msgid "Data directory"
msgstr "Directorio de datos"

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "Database error: {detail}."
msgstr "Error de la base de datos: {detail}."

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "¿Borrar «{name}» y todos sus chats de este dispositivo?"

#: Sources/CommandLineFace/ProfilesCommand.swift:93
msgid "Delete \"{name}\" with its local data (servers are not told)? This can't be undone."
msgstr "¿Borrar «{name}» con sus datos locales (no se avisa a los servidores)? No se puede deshacer."

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Delete \"{name}\" with its local data and its server connections? This can't be undone."
msgstr "¿Borrar «{name}» con sus datos locales y sus conexiones con los servidores? No se puede deshacer."

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

#: Sources/CommandLineFace/ProfilesCommand.swift:101
msgid "Deleted \"{name}\"."
msgstr "«{name}» borrado."

#: Sources/CommandLineFace/ProfilesCommand.swift:89
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "Borrar pide confirmación en una terminal; para borrar desde un script, añade --yes."

#: Sources/CommandLineFace/CommandCatalog.swift:136
msgid "Did you mean \"{word}\"?"
msgstr "¿Querías decir «{word}»?"

#: Sources/CommandLineFace/CommandCatalog.swift:146
msgid "Did you mean --{option}?"
msgstr "¿Querías decir --{option}?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "Nombre visible"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "Nombre visible (vacío para volver): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "Nombre visible: "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:36
msgid "Domains"
msgstr "Dominios"

#: Sources/Features/Onboarding/CreateProfileStep.swift:18
msgid "Duplicate display name!"
msgstr "¡Nombre visible repetido!"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "Editar perfil"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "Activar notificaciones"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "Escribe un código."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:93
msgid "Enter continue  Esc stop the import"
msgstr "Intro continuar  Esc detener la importación"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:14
msgid "Enter import  Esc back"
msgstr "Intro importar  Esc volver"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:92
msgid "Enter import from this path  Esc back to the link"
msgstr "Intro importar desde esta ruta  Esc volver al enlace"

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "¡Escribe la contraseña arriba para mostrarlo!"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:90
msgid "Enter replace  Esc cancel"
msgstr "Intro reemplazar  Esc cancelar"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "Escribe tu nombre…"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "Error al aceptar las condiciones"

#: Sources/PlainFace/PlainApp+Onboarding.swift:130
msgid "Error accepting conditions: {error}"
msgstr "Error al aceptar las condiciones: {error}"

#: Sources/Features/Onboarding/CreateProfileStep.swift:20
msgid "Error creating profile"
msgstr "Error al crear el perfil"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "Error: {message}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:198
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "Seguir el sistema (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "Indica la biografía con --bio B o con --bio-stdin, no con ambos."

#: Sources/CommandLineFace/ProfilesCommand.swift:35
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "Indica el nuevo nombre con --name N o con --name-stdin, no con ambos."

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "Perfiles ocultos"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "Los perfiles ocultos siempre están silenciados. Vuelve a mostrar el perfil para quitar el silencio."

#: Sources/Features/Profiles/ProfileAction.swift:27
msgid "Hide profile"
msgstr "Ocultar perfil"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "Cómo funciona"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "Cómo funcionan las notificaciones"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:88
msgid "Import failed: {reason}"
msgstr "Falló la importación: {reason}"

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "¿Importar sin el código? Este dispositivo quedará desbloqueado; después, define un código en Ajustes › Bloqueo de la aplicación."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:12
msgid "Importing…  Ctrl-C quit"
msgstr "Importando…  Ctrl-C salir"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "Instantáneo: se mantiene una conexión en segundo plano; las notificaciones llegan en tiempo real."

#: Sources/Features/Onboarding/CreateProfileStep.swift:19
msgid "Invalid display name!"
msgstr "¡Nombre visible no válido!"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "Nombre visible no válido. ¿Corregir el nombre a «{name}»?"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "Nombre visible no válido: necesita al menos una letra, un número o un símbolo."

#: Sources/PlainFace/PlainApp+Onboarding.swift:199
msgid "Language"
msgstr "Idioma"

#: Sources/PlainFace/PlainApp+Onboarding.swift:182
msgid "Language ({language})"
msgstr "Idioma ({language})"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "Idioma: {language} (elegido en Threshold; 'threshold language system' vuelve a seguir LANG)."

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "Idioma: {language} (del entorno: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:203
msgid "Language: {language}."
msgstr "Idioma: {language}."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:35
msgid "Legal name"
msgstr "Razón social"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:39
msgid "Loading the conditions…"
msgstr "Cargando las condiciones…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "Cargando…"

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "{count} mensaje marcado como leído."
msgstr[1] "{count} mensajes marcados como leídos."

#: Sources/PlainFace/PlainApp.swift:95
msgid "Menu"
msgstr "Menú"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "Mensajes solo mientras la aplicación está abierta."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:33
msgid "Migrate from another device"
msgstr "Migrar desde otro dispositivo"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Migrate to another device"
msgstr "Migrar a otro dispositivo"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:91
msgid "Migration complete"
msgstr "Migración completada"

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "Silenciar"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Muted \"{name}\": it will not notify."
msgstr "«{name}» silenciado: no enviará notificaciones."

#: Sources/Features/Profiles/Notice.swift:16
msgid "Muted profile"
msgstr "Perfil silenciado"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "Necesita una letra, un número o un símbolo."

#: Sources/CommandLineFace/ProfilesCommand.swift:56
msgid "New bio (not shown): "
msgstr "Nueva biografía (no se muestra): "

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "No chat receives on this server queue."
msgstr "Ningún chat recibe en esta cola del servidor."

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "No chat with \"{name}\" in the active profile."
msgstr "No hay ningún chat con «{name}» en el perfil activo."

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "No chats yet."
msgstr "Aún no hay chats."

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "¡No hay token del dispositivo!"

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "Ningún perfil coincide."

#: Sources/Features/Chats/ChatTranscript.swift:41
msgid "No messages yet."
msgstr "Aún no hay mensajes."

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "No hay ningún operador con el id «{id}». Consulta 'threshold operators list'."

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "No profile is left: the app starts with onboarding again."
msgstr "No queda ningún perfil: la aplicación vuelve a empezar por la bienvenida."

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "No hay ningún perfil llamado «{name}»."

#: Sources/CommandLineFace/ProfilesCommand.swift:115
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "No hay perfiles. Crea uno con: threshold profiles create NAME"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "No se ha cambiado nada en este dispositivo."

#: Sources/CommandLineFace/ProfilesCommand.swift:42
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "Nada que cambiar: indica --name N (o --name-stdin) y/o --bio B (o --bio-stdin)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:142
msgid "Notification mode"
msgstr "Modo de notificación"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "Notificaciones"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Notifications ({mode})"
msgstr "Notificaciones ({mode})"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "Las notificaciones empezarán cuando el dispositivo proporcione un token push. Tu elección se ha guardado."

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "Aceptar"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "Desactivado: sin notificaciones push; los mensajes solo se reciben mientras la aplicación está abierta."

#: Sources/Features/Text/ScreenText.swift:13
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "En el otro dispositivo, exporta desde Ajustes o con `threshold migrate export` y pega aquí el enlace que muestra. Si el archivo no está donde dice el enlace (otra carpeta, una memoria USB), se te preguntará dónde está."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "Operadores"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Operators and conditions"
msgstr "Operadores y condiciones"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:73
msgid "Passcode"
msgstr "Código"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:71
msgid "Passcode of the other device"
msgstr "Código del otro dispositivo"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "Pega o escribe el enlace  Tab mover  Intro importar  Esc volver"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "Periódico: los mensajes nuevos se comprueban cada minuto; ahorra batería."
msgstr[1] "Periódico: los mensajes nuevos se comprueban cada {count} minutos; ahorra batería."

#: Sources/Features/Errors/ErrorReport.swift:193
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "Permiso denegado: {detail} Comprueba el propietario y los permisos del directorio de datos."

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "Los chats privados, los grupos y tus contactos no son accesibles para los operadores de servidores."

#: Sources/PlainFace/PlainApp+Onboarding.swift:82
msgid "Profile \"{name}\" created."
msgstr "Perfil «{name}» creado."

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "Notificaciones push"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "Salir"

#: Sources/PlainFace/PlainApp.swift:92
msgid "Read a chat"
msgstr "Leer un chat"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "Obligatorio."

#: Sources/PlainFace/PlainApp+Onboarding.swift:111
msgid "Retry loading the conditions"
msgstr "Volver a cargar las condiciones"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "Vuelve a cargar primero las condiciones."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:37
msgid "Roles"
msgstr "Funciones"

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Run 'threshold --help' for the list."
msgstr "Ejecuta 'threshold --help' para ver la lista."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Saving…"
msgstr "Guardando…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "Busca o escribe una contraseña"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "Select at least one operator to accept the conditions."
msgstr "Selecciona al menos un operador para aceptar las condiciones."

#: Sources/PlainFace/PlainApp+Onboarding.swift:125
msgid "Select at least one operator."
msgstr "Selecciona al menos un operador."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:34
msgid "Server operators"
msgstr "Operadores de servidores"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "Establece primero un código: threshold lock set."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "Ajustes"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Skip"
msgstr "Omitir"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:57
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Espacio marcar  ←→ operador  Esc cerrar"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:113
msgid "Step {index} of {total}"
msgstr "Paso {index} de {total}"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "Cambiar a este perfil"

#: Sources/PlainFace/PlainApp.swift:93
msgid "Switch to {name}"
msgstr "Cambiar a {name}"

#: Sources/PlainFace/PlainApp.swift:93
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

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab siguiente  Intro siguiente/guardar  Esc atrás"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "Cuéntales a tus contactos sobre ti"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "Esa biografía ocupa {size}/{limit} bytes; acórtala."

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "Ese no es el código del otro dispositivo."

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "No se puede borrar el perfil activo. Cambia antes a otro perfil."

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "No se puede ocultar el perfil activo. Cambia antes a otro perfil."

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "El archivo viene de un dispositivo bloqueado con un código. Escribe ese código para que este dispositivo quede bloqueado con él, o déjalo vacío para importar sin él."

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "El límite de intentos debe ser un número entero del 1 al {limit}, u off."

#: Sources/Features/Errors/ErrorReport.swift:94
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "La biografía ocupa {size} bytes; el límite es {limit} bytes."

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "No se puede usar el archivo de marca:"

#: Sources/Features/Errors/ErrorReport.swift:172
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "Otro proceso de Threshold está usando los datos. Vuelve a intentarlo cuando termine."

#: Sources/Features/Errors/ErrorReport.swift:177
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "No se puede abrir la base de datos ({detail}). Comprueba que el directorio de datos es tuyo y que se puede escribir en él."

#: Sources/Features/Errors/ErrorReport.swift:174
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "El archivo de base de datos está dañado o no es una base de datos de Threshold. No se ha modificado."

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "No se pudo escribir el archivo de clave ({reason}). Siguen vigentes los ajustes anteriores."

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "No se puede leer el archivo de clave threshold.key junto a la base de datos: {reason}. No se ha cambiado ni borrado nada."

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "El archivo de clave threshold.key junto a la base de datos está dañado o es de una versión más reciente de Threshold. No se ha cambiado ni borrado nada; restaura el archivo desde una copia de seguridad o actualiza Threshold."

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "No se puede ocultar el último perfil visible. Crea antes otro perfil."

#: Sources/Features/Onboarding/CreateProfileStep.swift:29
msgid "The name needs at least one letter, number or symbol."
msgstr "El nombre necesita al menos una letra, un número o un símbolo."

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "El código y el código de autodestrucción deben ser distintos. Elige otro."

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "El código no puede empezar ni terminar con un espacio."

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "El código está activado, así que protege los datos. Desactívalo primero (threshold lock clear) para elegir otro nivel."

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

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "Los dos códigos escritos no coinciden. No se ha cambiado nada; vuelve a intentarlo."

#: Sources/CommandLineFace/ProfilesCommand.swift:73
msgid "The two passwords differ; nothing was changed."
msgstr "Las dos contraseñas no coinciden; no se ha cambiado nada."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Theme"
msgstr "Tema"

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "There is no active profile. Create one first."
msgstr "No hay ningún perfil activo. Crea uno primero."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:83
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "Esta versión no tiene aplicación interactiva. Ejecuta 'threshold --help' para ver los comandos."

#: Sources/Features/Errors/ErrorReport.swift:170
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "Estos datos los escribió una versión más reciente de Threshold. Actualiza Threshold; los datos no se han modificado."

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "Este dispositivo ya tiene datos. ¿Reemplazarlos por los datos importados?"

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "Los datos sellados de este perfil oculto están dañados y no se pueden leer."

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "Este código es corto. Quien copie la carpeta de datos puede probar códigos sin conexión, una ejecución de scrypt cada uno: todos los códigos de 4 cifras caen en minutos y todos los de 6 cifras en horas (docs/security.md). Una frase de varias palabras es mucho más segura."

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "Este perfil ya está oculto."

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "Este perfil no está oculto."

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "Threshold no pudo terminar de preparar sus datos ({reason}). Haz que se pueda escribir en la carpeta de datos o libera espacio y vuelve a abrir Threshold: entonces terminará."

#: Sources/Features/Text/ScreenText.swift:5
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "Threshold no tiene identificadores de usuario: tus perfiles viven en este dispositivo y solo se comparten con los contactos que elijas. Los servidores retransmiten los mensajes sin saber quién habla con quién, y cualquiera puede alojar uno."

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "Threshold ya se está ejecutando en {directory} (la aplicación, o un comando que reemplaza sus datos). Ciérralo primero o usa otro --data-dir; no se ha cambiado nada."

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold está bloqueado. Escribe el código en la solicitud de una terminal, o dalo en la primera línea de la entrada estándar con --passcode-stdin."

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "Para mostrar un perfil oculto, escribe su contraseña completa en el campo de búsqueda de «Tus perfiles de chat»."

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "Demasiadas elecciones de operadores y de bienvenida para conservarlas tras una autodestrucción. No se ha cambiado nada."

#: Sources/CommandLineFace/ProfilesCommand.swift:125
msgid "Total unread: {count}"
msgstr "Total sin leer: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:34
msgid "Trade name"
msgstr "Nombre comercial"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "Escribe un nombre o contraseña  ↑↓ elegir  Intro acciones  Esc atrás"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "Escribe un número del 0 al {last}."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:13
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "Escribe el código  Intro continuar  Esc detener la importación"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "Vuelve a escribir el código."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the path  Enter import  Esc back to the link"
msgstr "Escribe la ruta  Intro importar  Esc volver al enlace"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "Error inesperado: {type}."

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "Volver a mostrar"

#: Sources/CommandLineFace/CommandCatalog.swift:134
msgid "Unknown command \"{command}\"."
msgstr "Comando desconocido «{command}»."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:119
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "Comando desconocido «{command}». Ejecuta 'threshold --help' para ver la lista."

#: Sources/CommandLineFace/CommandCatalog.swift:135
msgid "Unknown {group} command \"{command}\"."
msgstr "Comando de {group} desconocido: «{command}»."

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "Desbloquear para buscar perfiles ocultos…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "Quitar silencio"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Unmuted \"{name}\"."
msgstr "«{name}» ya no está silenciado."

#: Sources/CommandLineFace/ProfilesCommand.swift:62
msgid "Updated \"{name}\"."
msgstr "«{name}» actualizado."

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Usage:"
msgstr "Uso:"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "Usar el chat"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:53
msgid "Use this operator"
msgstr "Usar este operador"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:55
msgid "View conditions"
msgstr "Ver condiciones"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "Esperando a que se carguen las condiciones."

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "Bienvenida"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:35
msgid "What's new"
msgstr "Novedades"

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "¿Dónde está el archivo en este dispositivo? Su ruta (vacío para volver): "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "¿Dónde está el archivo en este dispositivo? Su ruta:"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "Se guardará como: {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:36
msgid "Working…"
msgstr "Trabajando…"

#: Sources/Features/Errors/ErrorReport.swift:114
msgid "Wrong passcode."
msgstr "Código incorrecto."

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "Ya tienes un perfil de chat con el mismo nombre visible («{name}»). Elige otro nombre."

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "Todo listo."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:29
msgid "Your chat profiles"
msgstr "Tus perfiles de chat"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "Tus datos del otro dispositivo ya están aquí. Finaliza la migración en el otro dispositivo (threshold migrate finalize): usar los dos dispositivos rompe la entrega de mensajes."

#: Sources/Features/Text/ScreenText.swift:8
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "Tu perfil se guarda en tu dispositivo y solo se comparte con tus contactos."

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "activo"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:84
msgid "hidden"
msgstr "oculto"

#: Sources/TerminalFace/Home/ChatListScreen.swift:44
msgid "muted"
msgstr "silenciado"

#: Sources/CommandLineFace/ProfilesCommand.swift:102
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "{count} borrado en servidor en cola en la bandeja de salida."
msgstr[1] "{count} borrados en servidor en cola en la bandeja de salida."

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "{count} sin leer"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "{count} visibles"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:82
msgid "{position} of {total}"
msgstr "{position} de {total}"

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

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ mover  Espacio marcar  Intro elegir  v ver condiciones"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ Nombre válido"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:68
msgctxt "button"
msgid "Accept"
msgstr "Aceptar"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:97
msgctxt "button"
msgid "Cancel"
msgstr "Cancelar"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "Cerrar"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "Crear"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "Borrar"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:46
msgctxt "button"
msgid "Retry"
msgstr "Reintentar"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:48
msgctxt "button"
msgid "Save"
msgstr "Guardar"

#: Sources/Features/Chats/ChatTranscript.swift:42
msgctxt "message sender"
msgid "You"
msgstr "Tú"

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

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "Off"
msgstr "Desactivado"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "On"
msgstr "Activado"

#: Sources/Features/Desktop
msgid "Appearance"
msgstr "Apariencia"

#: Sources/Features/Desktop
msgid "Migration"
msgstr "Migración"

#: Sources/Features/Desktop
msgid "Light or dark, as the desktop is set."
msgstr "Claro u oscuro, según esté configurado el escritorio."

#: Sources/Features/Desktop
msgid "Version {version}"
msgstr "Versión {version}"

#: Sources/Features/Desktop
msgid "Set passcode"
msgstr "Establecer código"

#: Sources/Features/Desktop
msgid "Change passcode"
msgstr "Cambiar el código"

#: Sources/Features/Desktop
msgid "Turn off the passcode"
msgstr "Desactivar el código"

#: Sources/Features/Desktop
msgid "Self-destruct passcode"
msgstr "Código de autodestrucción"

#: Sources/Features/Desktop
msgid "On: opens a new profile named {name}"
msgstr "Activado: abre un perfil nuevo llamado {name}"

#: Sources/Features/Desktop
msgid "Set self-destruct passcode"
msgstr "Establecer código de autodestrucción"

#: Sources/Features/Desktop
msgid "Remove self-destruct passcode"
msgstr "Quitar el código de autodestrucción"

#: Sources/Features/Desktop
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "Introducido en cualquier petición de código, borra todos los datos y abre un perfil nuevo con este nombre. Debe ser distinto del código."

#: Sources/Features/Desktop
msgid "Display name of the new profile"
msgstr "Nombre visible del perfil nuevo"

#: Sources/Features/Desktop
msgid "Wipe after wrong passcodes"
msgstr "Borrar tras códigos incorrectos"

#: Sources/Features/Desktop
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "Tras {count} código incorrecto seguido"
msgstr[1] "Tras {count} códigos incorrectos seguidos"

#: Sources/Features/Desktop
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "Tras este número de códigos incorrectos seguidos (de 1 a {limit}), se borran todos los datos de este dispositivo. Vacío: nunca."

#: Sources/Features/Desktop
msgid "Wrong passcodes before wiping"
msgstr "Códigos incorrectos antes de borrar"

#: Sources/Features/Desktop
msgid "Protection"
msgstr "Protección"

#: Sources/Features/Desktop
msgid "A passcode (the app lock)"
msgstr "Un código (el bloqueo de la aplicación)"

#: Sources/Features/Desktop
msgid "The desktop keyring"
msgstr "El llavero del escritorio"

#: Sources/Features/Desktop
msgid "A key file beside the data (no passcode)"
msgstr "Un archivo de clave junto a los datos (sin código)"

#: Sources/Features/Desktop
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "El código está activado, así que protege los datos. Desactívalo primero para elegir otro nivel."

#: Sources/Features/Desktop
msgid "Enter your passcode"
msgstr "Introduce tu código"

#: Sources/Features/Desktop
msgid "Changing the app lock asks for the passcode every time."
msgstr "Cambiar el bloqueo de la aplicación pide el código cada vez."

#: Sources/Features/Desktop
msgid "New passcode"
msgstr "Código nuevo"

#: Sources/Features/Desktop
msgid "Type it again"
msgstr "Escríbelo otra vez"

#: Sources/Features/Desktop
msgid "Turn off"
msgstr "Desactivar"

#: Sources/Features/Desktop
msgid "Remove"
msgstr "Quitar"

#: Sources/Features/Desktop
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "Threshold se abrirá sin código, y con él se quitan el código de autodestrucción y el límite de intentos."

#: Sources/Features/Desktop
msgid "Saved."
msgstr "Guardado."

#: Sources/Features/Desktop
msgid "Newer"
msgstr "Más reciente"

#: Sources/Features/Desktop
msgid "Older"
msgstr "Más antiguo"

#: Sources/Features/Desktop
msgid "Version {version}: {title}"
msgstr "Versión {version}: {title}"

#: Sources/Features/Desktop
msgid "No release notes in this app."
msgstr "Esta aplicación no tiene notas de la versión."

#: Sources/Features/Desktop
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "La exportación crea un archivo cifrado con todos tus perfiles y chats de este dispositivo. El otro dispositivo lo importa con el enlace (o su código QR); el enlace contiene la clave del archivo, así que no se lo enseñes a nadie más."

#: Sources/Features/Desktop
msgid "Export"
msgstr "Exportar"

#: Sources/Features/Desktop
msgid "Exporting…"
msgstr "Exportando…"

#: Sources/Features/Desktop
msgid "Importing…"
msgstr "Importando…"

#: Sources/Features/Desktop
msgid "{done} of {total}"
msgstr "{done} de {total}"

#: Sources/Features/Desktop
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "El archivo está listo. En el otro dispositivo, elige «Migrar desde otro dispositivo» y escanea el código o pega el enlace."

#: Sources/Features/Desktop
msgid "QR code of the migration link"
msgstr "Código QR del enlace de migración"

#: Sources/Features/Desktop
msgid "Migration link"
msgstr "Enlace de migración"

#: Sources/Features/Desktop
msgid "Copy link"
msgstr "Copiar enlace"

#: Sources/Features/Desktop
msgid "Link copied."
msgstr "Enlace copiado."

#: Sources/Features/Desktop
msgid "Archive: {path}"
msgstr "Archivo: {path}"

#: Sources/Features/Desktop
msgid "Finalize the migration"
msgstr "Finalizar la migración"

#: Sources/Features/Desktop
msgid "Keep using this device"
msgstr "Seguir usando este dispositivo"

#: Sources/Features/Desktop
msgid "Delete local data"
msgstr "Borrar los datos locales"

#: Sources/Features/Desktop
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "Usar Threshold en los dos dispositivos rompe la entrega de mensajes: sigue usando solo el nuevo."

#: Sources/Features/Desktop
msgid "Delete local data?"
msgstr "¿Borrar los datos locales?"

#: Sources/Features/Desktop
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "Se borrarán todos los perfiles, chats y claves de este dispositivo, y el archivo exportado aquí. Importa antes el archivo en el otro dispositivo. No se puede deshacer."

#: Sources/Features/Desktop
msgid "Local data deleted"
msgstr "Datos locales borrados"

#: Sources/Features/Desktop
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "Se eliminó {count} archivo o carpeta. Ya puedes cerrar Threshold."
msgstr[1] "Se eliminaron {count} archivos y carpetas. Ya puedes cerrar Threshold."

#: Sources/Features/Desktop
msgid "Paste the migration link"
msgstr "Pega el enlace de migración"

#: Sources/Features/Desktop
msgid "Choose the archive…"
msgstr "Elegir el archivo…"

#: Sources/Features/Desktop
msgid "Choose the archive"
msgstr "Elegir el archivo"

#: Sources/Features/Desktop
msgid "Open"
msgstr "Abrir"

#: Sources/Features/Desktop
msgid "Import"
msgstr "Importar"

#: Sources/Features/Desktop
msgid "Replace"
msgstr "Reemplazar"

#: Sources/Features/Desktop
msgid "Import without it"
msgstr "Importar sin él"

#: Sources/Features/Desktop
msgid "Stop the import"
msgstr "Detener la importación"

#: Sources/Features/Desktop
msgid "Open your chats"
msgstr "Abrir tus chats"

#: Sources/Features/Desktop
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "{count} mensaje nuevo"
msgstr[1] "{count} mensajes nuevos"

#: Sources/Features/Desktop
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} bytes"

#: Sources/Features/Desktop
msgid "Not now"
msgstr "Ahora no"

#: Sources/Features/Desktop
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "{name} solo se mostrará cuando se escriba su contraseña en el campo de búsqueda. Mientras esté oculto, estará silenciado."

#: Sources/Features/Desktop
msgid "Password"
msgstr "Contraseña"

#: Sources/Features/Desktop
msgid "Confirm password"
msgstr "Confirmar contraseña"

#: Sources/Features/Desktop
msgid "Hide"
msgstr "Ocultar"

#: Sources/Features/Desktop
msgid "Active profile"
msgstr "Perfil activo"

#: Sources/Features/Desktop
msgid "Hidden profile"
msgstr "Perfil oculto"

#: Sources/Features/Desktop
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "{count} mensaje sin leer"
msgstr[1] "{count} mensajes sin leer"

#: Sources/Features/Desktop
msgid "Profile actions"
msgstr "Acciones del perfil"

#: Sources/Features/Desktop
msgid "Threshold is locked"
msgstr "Threshold está bloqueado"

#: Sources/Features/Desktop
msgid "Enter your passcode to open your profiles."
msgstr "Introduce tu código para abrir tus perfiles."

#: Sources/Features/Desktop
msgid "Unlock"
msgstr "Desbloquear"

#: Sources/Features/Desktop
msgid "Threshold is already open"
msgstr "Threshold ya está abierto"

#: Sources/Features/Desktop
msgid "Threshold can't open its data"
msgstr "Threshold no puede abrir sus datos"

#: Sources/Features/Desktop
msgid "Error"
msgstr "Error"

#: Sources/Features/Desktop
msgid "{option} needs a value."
msgstr "{option} necesita un valor."

#: Sources/Features/Desktop
msgid "Unknown option {option}."
msgstr "Opción desconocida: {option}."

"""#),
        ("fr.po", #"""
# French texts of Threshold. Edit with any gettext tool; see docs/languages.md.
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

#: Sources/CommandLineFace/ProfilesCommand.swift:77
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "« {name} » est masqué. Saisissez son mot de passe dans le champ de recherche (ou utilisez 'profiles reveal') pour l’afficher."

#: Sources/CommandLineFace/ProfilesCommand.swift:31
msgid "\"{name}\" is now the active profile."
msgstr "« {name} » est maintenant le profil actif."

#: Sources/CommandLineFace/ProfilesCommand.swift:82
msgid "\"{name}\" is visible again (still muted)."
msgstr "« {name} » est de nouveau visible (toujours en sourdine)."

#: Sources/CommandLineFace/CommandCatalog.swift:147
msgid "'{command}' does not take --{option}."
msgstr "'{command}' n’accepte pas --{option}."

#: Sources/CommandLineFace/ProfilesCommand.swift:121
msgid "({count} unread)"
msgstr "(non lus : {count})"

#: Sources/CommandLineFace/ProfilesCommand.swift:57
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "--bio-stdin attend la bio sur une ligne de l’entrée standard (après le nom du profil et un éventuel nouveau nom). Usage : {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:76
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "--json demande une commande (l’application elle-même ne produit pas de JSON). Lancez 'threshold --help' pour la liste."

#: Sources/Features/Errors/ErrorReport.swift:195
msgid "A file operation failed: {detail}"
msgstr "Une opération sur un fichier a échoué : {detail}"

#: Sources/Features/Errors/ErrorReport.swift:141
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "Un message peut faire au plus {limit} octets. Rien n’a été enregistré."

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "Un profil en sourdine n’envoie pas de notifications et n’entre pas dans le total du badge. Son nombre de non-lus reste affiché dans la liste."

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "Un profil nommé « {name} » existe déjà. Choisissez un autre nom."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:38
msgid "About"
msgstr "À propos"

#: Sources/PlainFace/PlainApp+Onboarding.swift:112
msgid "Accept ({reason})"
msgstr "Accepter ({reason})"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "Ajouter un profil"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "App lock"
msgstr "Verrouillage de l’application"

#: Sources/PlainFace/PlainApp.swift:60
msgid "Back"
msgstr "Retour"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "Connexion en arrière-plan, en temps réel."

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "Bio (facultative)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:73
msgid "Bio (optional, at most {count} bytes): "
msgstr "Bio (facultative, {count} octets au plus) : "

#: Sources/PlainFace/PlainApp+Onboarding.swift:76
msgid "Bio: "
msgstr "Bio : "

#: Sources/CommandLineFace/ProfilesCommand.swift:95
msgid "Cancelled; nothing was deleted."
msgstr "Annulé ; rien n’a été supprimé."

#: Sources/Features/Chats/ChatTranscript.swift:40
msgid "Chat with {name}"
msgstr "Discussion avec {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "Discussions"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "Discussions sans profil actif ({count} non lus dans tous les profils)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:18
msgid "Chats of this profile appear here when messages arrive."
msgstr "Les discussions de ce profil apparaîtront ici à l’arrivée des messages."

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "Discussions de {name} ({count} non lus dans tous les profils)"

#: Sources/TerminalFace/Home/ChatListScreen.swift:17
msgid "Chats of {name} appear here when messages arrive."
msgstr "Les discussions de {name} apparaîtront ici à l’arrivée des messages."

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "Vérification du mot de passe…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "Vérifie chaque minute, économe en batterie."
msgstr[1] "Vérifie toutes les {count} minutes, économe en batterie."

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "Choisissez 0–{last} : "

#: Sources/Features/Text/ScreenText.swift:10
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "Choisissez comment l’application vous signale les nouveaux messages. Vous pourrez le changer plus tard dans les Réglages."

#: Sources/PlainFace/PlainApp+Onboarding.swift:113
msgid "Choose operators (a number toggles), then accept"
msgstr "Choisissez les opérateurs (un numéro coche ou décoche), puis acceptez"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded (version {version})."
msgstr "Conditions chargées (version {version})."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:41
msgid "Conditions loaded."
msgstr "Conditions chargées."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "Conditions d’utilisation"

#: Sources/PlainFace/PlainApp+Onboarding.swift:104
msgid "Conditions version {version}."
msgstr "Conditions, version {version}."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "Configure operators"
msgstr "Configurer les opérateurs"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Continue"
msgstr "Continuer"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "Corriger le nom"

#: Sources/Features/Onboarding/CreateProfileStep.swift:28
msgid "Correct name to \"{name}\"?"
msgstr "Corriger le nom en « {name} » ?"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:47
msgid "Could not load the conditions: {reason}"
msgstr "Impossible de charger les conditions : {reason}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:30
msgid "Create profile"
msgstr "Créer un profil"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "Créez votre profil"

#: Sources/CommandLineFace/ProfilesCommand.swift:27
msgid "Created profile \"{name}\"; it is now active."
msgstr "Profil « {name} » créé ; il est maintenant actif."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "Création…"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:37
msgid "Data directory"
msgstr "Dossier de données"

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "Database error: {detail}."
msgstr "Erreur de base de données : {detail}."

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "Supprimer « {name} » et toutes ses discussions de cet appareil ?"

#: Sources/CommandLineFace/ProfilesCommand.swift:93
msgid "Delete \"{name}\" with its local data (servers are not told)? This can't be undone."
msgstr "Supprimer « {name} » et ses données locales (les serveurs ne sont pas prévenus) ? Impossible d’annuler."

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Delete \"{name}\" with its local data and its server connections? This can't be undone."
msgstr "Supprimer « {name} » avec ses données locales et ses connexions aux serveurs ? Impossible d’annuler."

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

#: Sources/CommandLineFace/ProfilesCommand.swift:101
msgid "Deleted \"{name}\"."
msgstr "« {name} » supprimé."

#: Sources/CommandLineFace/ProfilesCommand.swift:89
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "La suppression demande une confirmation dans un terminal ; pour supprimer depuis un script, ajoutez --yes."

#: Sources/CommandLineFace/CommandCatalog.swift:136
msgid "Did you mean \"{word}\"?"
msgstr "Vouliez-vous dire « {word} » ?"

#: Sources/CommandLineFace/CommandCatalog.swift:146
msgid "Did you mean --{option}?"
msgstr "Vouliez-vous dire --{option} ?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "Nom affiché"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "Nom affiché (vide pour revenir) : "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "Nom affiché : "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:36
msgid "Domains"
msgstr "Domaines"

#: Sources/Features/Onboarding/CreateProfileStep.swift:18
msgid "Duplicate display name!"
msgstr "Nom affiché déjà utilisé !"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "Modifier le profil"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "Activer les notifications"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "Saisissez un code."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:93
msgid "Enter continue  Esc stop the import"
msgstr "Entrée continuer  Échap arrêter l’import"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:14
msgid "Enter import  Esc back"
msgstr "Entrée importer  Échap retour"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:92
msgid "Enter import from this path  Esc back to the link"
msgstr "Entrée importer depuis ce chemin  Échap retour au lien"

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "Saisissez le mot de passe ci-dessus pour l’afficher !"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:90
msgid "Enter replace  Esc cancel"
msgstr "Entrée remplacer  Échap annuler"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "Saisissez votre nom…"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "Erreur lors de l’acceptation des conditions"

#: Sources/PlainFace/PlainApp+Onboarding.swift:130
msgid "Error accepting conditions: {error}"
msgstr "Erreur lors de l’acceptation des conditions : {error}"

#: Sources/Features/Onboarding/CreateProfileStep.swift:20
msgid "Error creating profile"
msgstr "Erreur lors de la création du profil"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "Erreur : {message}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:198
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "Suivre le système (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "Donnez la bio avec --bio B ou avec --bio-stdin, pas les deux."

#: Sources/CommandLineFace/ProfilesCommand.swift:35
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "Donnez le nouveau nom avec --name N ou avec --name-stdin, pas les deux."

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "Profils masqués"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "Les profils masqués sont toujours en sourdine. Affichez de nouveau le profil pour réactiver le son."

#: Sources/Features/Profiles/ProfileAction.swift:27
msgid "Hide profile"
msgstr "Masquer le profil"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "Comment ça marche"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "Fonctionnement des notifications"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:88
msgid "Import failed: {reason}"
msgstr "Échec de l’import : {reason}"

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "Importer sans le code ? Cet appareil sera alors déverrouillé ; définissez ensuite un code dans Réglages › Verrouillage de l’application."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:12
msgid "Importing…  Ctrl-C quit"
msgstr "Import en cours…  Ctrl-C quitter"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "Instantané : une connexion reste ouverte en arrière-plan ; les notifications arrivent en temps réel."

#: Sources/Features/Onboarding/CreateProfileStep.swift:19
msgid "Invalid display name!"
msgstr "Nom affiché non valide !"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "Nom affiché non valide. Corriger le nom en « {name} » ?"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "Nom affiché non valide : il doit contenir au moins une lettre, un chiffre ou un symbole."

#: Sources/PlainFace/PlainApp+Onboarding.swift:199
msgid "Language"
msgstr "Langue"

#: Sources/PlainFace/PlainApp+Onboarding.swift:182
msgid "Language ({language})"
msgstr "Langue ({language})"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "Langue : {language} (choisie dans Threshold ; 'threshold language system' revient à LANG)."

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "Langue : {language} (d’après l’environnement : LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:203
msgid "Language: {language}."
msgstr "Langue : {language}."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:35
msgid "Legal name"
msgstr "Raison sociale"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:39
msgid "Loading the conditions…"
msgstr "Chargement des conditions…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "Chargement…"

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "{count} message marqué comme lu."
msgstr[1] "{count} messages marqués comme lus."

#: Sources/PlainFace/PlainApp.swift:95
msgid "Menu"
msgstr "Menu"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "Messages uniquement quand l’application est ouverte."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:33
msgid "Migrate from another device"
msgstr "Migrer depuis un autre appareil"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Migrate to another device"
msgstr "Migrer vers un autre appareil"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:91
msgid "Migration complete"
msgstr "Migration terminée"

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "Mettre en sourdine"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Muted \"{name}\": it will not notify."
msgstr "« {name} » en sourdine : il n’enverra plus de notifications."

#: Sources/Features/Profiles/Notice.swift:16
msgid "Muted profile"
msgstr "Profil en sourdine"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "Il faut une lettre, un chiffre ou un symbole."

#: Sources/CommandLineFace/ProfilesCommand.swift:56
msgid "New bio (not shown): "
msgstr "Nouvelle bio (non affichée) : "

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "No chat receives on this server queue."
msgstr "Aucune discussion ne reçoit sur cette file du serveur."

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "No chat with \"{name}\" in the active profile."
msgstr "Aucune discussion avec « {name} » dans le profil actif."

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "No chats yet."
msgstr "Aucune discussion pour l’instant."

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "Aucun jeton d’appareil !"

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "Aucun profil correspondant."

#: Sources/Features/Chats/ChatTranscript.swift:41
msgid "No messages yet."
msgstr "Aucun message pour l’instant."

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "Aucun opérateur avec l’identifiant « {id} ». Voir 'threshold operators list'."

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "No profile is left: the app starts with onboarding again."
msgstr "Il ne reste aucun profil : l’application recommence par l’accueil."

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "Aucun profil nommé « {name} »."

#: Sources/CommandLineFace/ProfilesCommand.swift:115
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "Aucun profil. Créez-en un avec : threshold profiles create NAME"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "Rien n’a été modifié sur cet appareil."

#: Sources/CommandLineFace/ProfilesCommand.swift:42
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "Rien à modifier : donnez --name N (ou --name-stdin) et/ou --bio B (ou --bio-stdin)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:142
msgid "Notification mode"
msgstr "Mode de notification"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "Notifications"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Notifications ({mode})"
msgstr "Notifications ({mode})"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "Les notifications commenceront dès que l’appareil fournira un jeton push. Votre choix est enregistré."

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "OK"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "Désactivé : pas de notifications push ; les messages n’arrivent que lorsque l’application est ouverte."

#: Sources/Features/Text/ScreenText.swift:13
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "Sur l’autre appareil, exportez depuis les Réglages ou avec `threshold migrate export`, puis collez ici le lien affiché. Si l’archive n’est pas là où le lien l’indique (autre dossier, clé USB), son emplacement vous est demandé."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "Opérateurs"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Operators and conditions"
msgstr "Opérateurs et conditions"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:73
msgid "Passcode"
msgstr "Code"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:71
msgid "Passcode of the other device"
msgstr "Code de l’autre appareil"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "Collez ou tapez le lien  Tab déplacer  Entrée importer  Échap retour"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "Périodique : les nouveaux messages sont vérifiés chaque minute ; économe en batterie."
msgstr[1] "Périodique : les nouveaux messages sont vérifiés toutes les {count} minutes ; économe en batterie."

#: Sources/Features/Errors/ErrorReport.swift:193
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "Accès refusé : {detail} Vérifiez le propriétaire et les droits du dossier de données."

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "Les discussions privées, les groupes et vos contacts ne sont pas accessibles aux opérateurs de serveurs."

#: Sources/PlainFace/PlainApp+Onboarding.swift:82
msgid "Profile \"{name}\" created."
msgstr "Profil « {name} » créé."

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "Notifications push"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "Quitter"

#: Sources/PlainFace/PlainApp.swift:92
msgid "Read a chat"
msgstr "Lire une discussion"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "Obligatoire."

#: Sources/PlainFace/PlainApp+Onboarding.swift:111
msgid "Retry loading the conditions"
msgstr "Recharger les conditions"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "Relancez d’abord le chargement des conditions."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:37
msgid "Roles"
msgstr "Rôles"

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Run 'threshold --help' for the list."
msgstr "Lancez 'threshold --help' pour la liste."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Saving…"
msgstr "Enregistrement…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "Rechercher ou saisir un mot de passe"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "Select at least one operator to accept the conditions."
msgstr "Sélectionnez au moins un opérateur pour accepter les conditions."

#: Sources/PlainFace/PlainApp+Onboarding.swift:125
msgid "Select at least one operator."
msgstr "Sélectionnez au moins un opérateur."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:34
msgid "Server operators"
msgstr "Opérateurs de serveurs"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "Définissez d’abord un code : threshold lock set."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "Réglages"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Skip"
msgstr "Passer"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:57
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Espace cocher  ←→ opérateur  Échap fermer"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:113
msgid "Step {index} of {total}"
msgstr "Étape {index} sur {total}"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "Passer à ce profil"

#: Sources/PlainFace/PlainApp.swift:93
msgid "Switch to {name}"
msgstr "Passer à {name}"

#: Sources/PlainFace/PlainApp.swift:93
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

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab suivant  Entrée suivant/enregistrer  Échap retour"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "Présentez-vous à vos contacts"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "Cette bio fait {size}/{limit} octets ; raccourcissez-la."

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "Ce n’est pas le code de l’autre appareil."

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "Le profil actif ne peut pas être supprimé. Passez d’abord à un autre profil."

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "Le profil actif ne peut pas être masqué. Passez d’abord à un autre profil."

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "L’archive vient d’un appareil verrouillé par un code. Saisissez ce code pour que cet appareil reste verrouillé avec, ou laissez le champ vide pour importer sans."

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "La limite de tentatives doit être un nombre entier de 1 à {limit}, ou off."

#: Sources/Features/Errors/ErrorReport.swift:94
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "La bio fait {size} octets ; la limite est de {limit} octets."

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "Le fichier de marque est inutilisable :"

#: Sources/Features/Errors/ErrorReport.swift:172
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "Les données sont utilisées par un autre processus Threshold. Réessayez quand il aura terminé."

#: Sources/Features/Errors/ErrorReport.swift:177
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "Impossible d’ouvrir la base de données ({detail}). Vérifiez que le dossier de données vous appartient et est accessible en écriture."

#: Sources/Features/Errors/ErrorReport.swift:174
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "Le fichier de base de données est endommagé ou n’est pas une base Threshold. Il n’a pas été modifié."

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "Le fichier de clé n’a pas pu être écrit ({reason}). Les réglages précédents restent en vigueur."

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "Le fichier de clé threshold.key à côté de la base de données ne peut pas être lu : {reason}. Rien n’a été modifié ni effacé."

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "Le fichier de clé threshold.key à côté de la base de données est endommagé ou vient d’une version plus récente de Threshold. Rien n’a été modifié ni effacé ; restaurez le fichier depuis une sauvegarde, ou mettez Threshold à jour."

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "Le dernier profil visible ne peut pas être masqué. Créez d’abord un autre profil."

#: Sources/Features/Onboarding/CreateProfileStep.swift:29
msgid "The name needs at least one letter, number or symbol."
msgstr "Le nom doit contenir au moins une lettre, un chiffre ou un symbole."

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "Le code et le code d’autodestruction doivent être différents. Choisissez-en un autre."

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "Le code ne peut pas commencer ni finir par une espace."

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "Le code est activé : les données sont protégées par lui. Désactivez-le d’abord (threshold lock clear) pour choisir un autre niveau."

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

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "Les deux codes saisis diffèrent. Rien n’a été modifié ; réessayez."

#: Sources/CommandLineFace/ProfilesCommand.swift:73
msgid "The two passwords differ; nothing was changed."
msgstr "Les deux mots de passe diffèrent ; rien n’a été modifié."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Theme"
msgstr "Thème"

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "There is no active profile. Create one first."
msgstr "Il n’y a pas de profil actif. Créez-en un d’abord."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:83
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "Cette version n’a pas d’application interactive. Lancez 'threshold --help' pour voir les commandes."

#: Sources/Features/Errors/ErrorReport.swift:170
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "Ces données ont été écrites par une version plus récente de Threshold. Mettez Threshold à jour ; les données n’ont pas été modifiées."

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "Cet appareil contient déjà des données. Les remplacer par les données importées ?"

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "Les données scellées de ce profil masqué sont endommagées et illisibles."

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "Ce code est court. Quiconque copie le dossier de données peut essayer des codes hors ligne, une exécution de scrypt chacun : tous les codes à 4 chiffres tombent en quelques minutes, tous ceux à 6 chiffres en quelques heures (docs/security.md). Une phrase de passe de plusieurs mots est bien plus forte."

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "Ce profil est déjà masqué."

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "Ce profil n’est pas masqué."

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "Threshold n’a pas pu finir de préparer ses données ({reason}). Rendez le dossier de données accessible en écriture ou libérez de l’espace, puis relancez Threshold : il terminera alors."

#: Sources/Features/Text/ScreenText.swift:5
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "Threshold n’a pas d’identifiants d’utilisateur : vos profils restent sur cet appareil et ne sont partagés qu’avec les contacts que vous choisissez. Les serveurs relaient les messages sans savoir qui parle à qui, et chacun peut en héberger un."

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "Threshold tourne déjà sur {directory} (l’application, ou une commande qui remplace ses données). Quittez-le d’abord, ou utilisez un autre --data-dir ; rien n’a été modifié."

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold est verrouillé. Tapez le code à l’invite dans un terminal, ou donnez-le sur la première ligne de l’entrée standard avec --passcode-stdin."

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "Pour afficher un profil masqué, saisissez son mot de passe complet dans le champ de recherche de « Vos profils de discussion »."

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "Trop de choix d’opérateurs et d’accueil à conserver lors d’une autodestruction. Rien n’a été modifié."

#: Sources/CommandLineFace/ProfilesCommand.swift:125
msgid "Total unread: {count}"
msgstr "Total non lus : {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:34
msgid "Trade name"
msgstr "Nom commercial"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "Tapez un nom ou un mot de passe  ↑↓ choisir  Entrée actions  Échap retour"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "Tapez un nombre de 0 à {last}."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:13
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "Tapez le code  Entrée continuer  Échap arrêter l’import"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "Saisissez le code une seconde fois."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the path  Enter import  Esc back to the link"
msgstr "Tapez le chemin  Entrée importer  Échap retour au lien"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "Erreur inattendue : {type}."

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "Afficher de nouveau"

#: Sources/CommandLineFace/CommandCatalog.swift:134
msgid "Unknown command \"{command}\"."
msgstr "Commande inconnue « {command} »."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:119
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "Commande inconnue « {command} ». Lancez 'threshold --help' pour la liste."

#: Sources/CommandLineFace/CommandCatalog.swift:135
msgid "Unknown {group} command \"{command}\"."
msgstr "Commande {group} inconnue : « {command} »."

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "Déverrouiller pour chercher les profils masqués…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "Réactiver le son"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Unmuted \"{name}\"."
msgstr "« {name} » n’est plus en sourdine."

#: Sources/CommandLineFace/ProfilesCommand.swift:62
msgid "Updated \"{name}\"."
msgstr "« {name} » mis à jour."

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Usage:"
msgstr "Utilisation :"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "Aller aux discussions"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:53
msgid "Use this operator"
msgstr "Utiliser cet opérateur"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:55
msgid "View conditions"
msgstr "Voir les conditions"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "En attente du chargement des conditions."

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "Bienvenue"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:35
msgid "What's new"
msgstr "Nouveautés"

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "Où se trouve l’archive sur cet appareil ? Son chemin (vide pour revenir) : "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "Où se trouve l’archive sur cet appareil ? Son chemin :"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "Sera enregistré sous : {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:36
msgid "Working…"
msgstr "En cours…"

#: Sources/Features/Errors/ErrorReport.swift:114
msgid "Wrong passcode."
msgstr "Code incorrect."

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "Vous avez déjà un profil de discussion avec le même nom affiché (« {name} »). Choisissez un autre nom."

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "Tout est prêt."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:29
msgid "Your chat profiles"
msgstr "Vos profils de discussion"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "Vos données de l’autre appareil sont ici. Finalisez la migration sur l’autre appareil (threshold migrate finalize) : utiliser les deux appareils perturbe la remise des messages."

#: Sources/Features/Text/ScreenText.swift:8
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "Votre profil est stocké sur votre appareil et partagé uniquement avec vos contacts."

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "actif"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:84
msgid "hidden"
msgstr "masqué"

#: Sources/TerminalFace/Home/ChatListScreen.swift:44
msgid "muted"
msgstr "en sourdine"

#: Sources/CommandLineFace/ProfilesCommand.swift:102
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "{count} suppression sur serveur en attente dans la boîte d’envoi."
msgstr[1] "{count} suppressions sur serveur en attente dans la boîte d’envoi."

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "non lus : {count}"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "visibles : {count}"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:82
msgid "{position} of {total}"
msgstr "{position} sur {total}"

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

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ déplacer  Espace cocher  Entrée choisir  v voir les conditions"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ Nom valide"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:68
msgctxt "button"
msgid "Accept"
msgstr "Accepter"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:97
msgctxt "button"
msgid "Cancel"
msgstr "Annuler"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "Fermer"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "Créer"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "Supprimer"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:46
msgctxt "button"
msgid "Retry"
msgstr "Réessayer"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:48
msgctxt "button"
msgid "Save"
msgstr "Enregistrer"

#: Sources/Features/Chats/ChatTranscript.swift:42
msgctxt "message sender"
msgid "You"
msgstr "Vous"

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

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "Off"
msgstr "Désactivé"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "On"
msgstr "Activé"

#: Sources/Features/Desktop
msgid "Appearance"
msgstr "Apparence"

#: Sources/Features/Desktop
msgid "Migration"
msgstr "Migration"

#: Sources/Features/Desktop
msgid "Light or dark, as the desktop is set."
msgstr "Clair ou sombre, selon le réglage du bureau."

#: Sources/Features/Desktop
msgid "Version {version}"
msgstr "Version {version}"

#: Sources/Features/Desktop
msgid "Set passcode"
msgstr "Définir un code"

#: Sources/Features/Desktop
msgid "Change passcode"
msgstr "Modifier le code"

#: Sources/Features/Desktop
msgid "Turn off the passcode"
msgstr "Désactiver le code"

#: Sources/Features/Desktop
msgid "Self-destruct passcode"
msgstr "Code d’autodestruction"

#: Sources/Features/Desktop
msgid "On: opens a new profile named {name}"
msgstr "Activé : ouvre un nouveau profil nommé {name}"

#: Sources/Features/Desktop
msgid "Set self-destruct passcode"
msgstr "Définir le code d’autodestruction"

#: Sources/Features/Desktop
msgid "Remove self-destruct passcode"
msgstr "Supprimer le code d’autodestruction"

#: Sources/Features/Desktop
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "Saisi à n’importe quelle demande de code, il efface toutes les données et ouvre un nouveau profil portant ce nom. Il doit différer du code."

#: Sources/Features/Desktop
msgid "Display name of the new profile"
msgstr "Nom affiché du nouveau profil"

#: Sources/Features/Desktop
msgid "Wipe after wrong passcodes"
msgstr "Effacer après des codes erronés"

#: Sources/Features/Desktop
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "Après {count} code erroné d’affilée"
msgstr[1] "Après {count} codes erronés d’affilée"

#: Sources/Features/Desktop
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "Après ce nombre de codes erronés d’affilée (1 à {limit}), toutes les données de cet appareil sont effacées. Vide : jamais."

#: Sources/Features/Desktop
msgid "Wrong passcodes before wiping"
msgstr "Codes erronés avant effacement"

#: Sources/Features/Desktop
msgid "Protection"
msgstr "Protection"

#: Sources/Features/Desktop
msgid "A passcode (the app lock)"
msgstr "Un code (le verrouillage de l’application)"

#: Sources/Features/Desktop
msgid "The desktop keyring"
msgstr "Le trousseau du bureau"

#: Sources/Features/Desktop
msgid "A key file beside the data (no passcode)"
msgstr "Un fichier de clé à côté des données (sans code)"

#: Sources/Features/Desktop
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "Le code est activé : c’est lui qui protège les données. Désactivez-le d’abord pour choisir un autre niveau."

#: Sources/Features/Desktop
msgid "Enter your passcode"
msgstr "Saisissez votre code"

#: Sources/Features/Desktop
msgid "Changing the app lock asks for the passcode every time."
msgstr "Modifier le verrouillage de l’application demande le code à chaque fois."

#: Sources/Features/Desktop
msgid "New passcode"
msgstr "Nouveau code"

#: Sources/Features/Desktop
msgid "Type it again"
msgstr "Saisissez-le à nouveau"

#: Sources/Features/Desktop
msgid "Turn off"
msgstr "Désactiver"

#: Sources/Features/Desktop
msgid "Remove"
msgstr "Supprimer"

#: Sources/Features/Desktop
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "Threshold s’ouvrira sans code ; le code d’autodestruction et la limite de tentatives sont supprimés avec lui."

#: Sources/Features/Desktop
msgid "Saved."
msgstr "Enregistré."

#: Sources/Features/Desktop
msgid "Newer"
msgstr "Plus récent"

#: Sources/Features/Desktop
msgid "Older"
msgstr "Plus ancien"

#: Sources/Features/Desktop
msgid "Version {version}: {title}"
msgstr "Version {version} : {title}"

#: Sources/Features/Desktop
msgid "No release notes in this app."
msgstr "Cette application n’a pas de notes de version."

#: Sources/Features/Desktop
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "L’export crée une archive chiffrée de tous vos profils et discussions sur cet appareil. L’autre appareil l’importe avec le lien (ou son code QR) ; le lien contient la clé de l’archive, ne le montrez donc à personne d’autre."

#: Sources/Features/Desktop
msgid "Export"
msgstr "Exporter"

#: Sources/Features/Desktop
msgid "Exporting…"
msgstr "Export en cours…"

#: Sources/Features/Desktop
msgid "Importing…"
msgstr "Import en cours…"

#: Sources/Features/Desktop
msgid "{done} of {total}"
msgstr "{done} sur {total}"

#: Sources/Features/Desktop
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "L’archive est prête. Sur l’autre appareil, choisissez « Migrer depuis un autre appareil » et scannez le code ou collez le lien."

#: Sources/Features/Desktop
msgid "QR code of the migration link"
msgstr "Code QR du lien de migration"

#: Sources/Features/Desktop
msgid "Migration link"
msgstr "Lien de migration"

#: Sources/Features/Desktop
msgid "Copy link"
msgstr "Copier le lien"

#: Sources/Features/Desktop
msgid "Link copied."
msgstr "Lien copié."

#: Sources/Features/Desktop
msgid "Archive: {path}"
msgstr "Archive : {path}"

#: Sources/Features/Desktop
msgid "Finalize the migration"
msgstr "Finaliser la migration"

#: Sources/Features/Desktop
msgid "Keep using this device"
msgstr "Continuer avec cet appareil"

#: Sources/Features/Desktop
msgid "Delete local data"
msgstr "Supprimer les données locales"

#: Sources/Features/Desktop
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "Utiliser Threshold sur les deux appareils perturbe la remise des messages : n’utilisez plus que le nouveau."

#: Sources/Features/Desktop
msgid "Delete local data?"
msgstr "Supprimer les données locales ?"

#: Sources/Features/Desktop
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "Tous les profils, discussions et clés de cet appareil, ainsi que l’archive exportée ici, seront supprimés. Importez d’abord l’archive sur l’autre appareil. Cette action est irréversible."

#: Sources/Features/Desktop
msgid "Local data deleted"
msgstr "Données locales supprimées"

#: Sources/Features/Desktop
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "{count} fichier ou dossier a été supprimé. Vous pouvez fermer Threshold."
msgstr[1] "{count} fichiers et dossiers ont été supprimés. Vous pouvez fermer Threshold."

#: Sources/Features/Desktop
msgid "Paste the migration link"
msgstr "Collez le lien de migration"

#: Sources/Features/Desktop
msgid "Choose the archive…"
msgstr "Choisir l’archive…"

#: Sources/Features/Desktop
msgid "Choose the archive"
msgstr "Choisir l’archive"

#: Sources/Features/Desktop
msgid "Open"
msgstr "Ouvrir"

#: Sources/Features/Desktop
msgid "Import"
msgstr "Importer"

#: Sources/Features/Desktop
msgid "Replace"
msgstr "Remplacer"

#: Sources/Features/Desktop
msgid "Import without it"
msgstr "Importer sans lui"

#: Sources/Features/Desktop
msgid "Stop the import"
msgstr "Arrêter l’import"

#: Sources/Features/Desktop
msgid "Open your chats"
msgstr "Ouvrir vos discussions"

#: Sources/Features/Desktop
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "{count} nouveau message"
msgstr[1] "{count} nouveaux messages"

#: Sources/Features/Desktop
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} octets"

#: Sources/Features/Desktop
msgid "Not now"
msgstr "Pas maintenant"

#: Sources/Features/Desktop
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "{name} ne s’affichera que si son mot de passe est saisi dans le champ de recherche. Il est en sourdine tant qu’il est masqué."

#: Sources/Features/Desktop
msgid "Password"
msgstr "Mot de passe"

#: Sources/Features/Desktop
msgid "Confirm password"
msgstr "Confirmer le mot de passe"

#: Sources/Features/Desktop
msgid "Hide"
msgstr "Masquer"

#: Sources/Features/Desktop
msgid "Active profile"
msgstr "Profil actif"

#: Sources/Features/Desktop
msgid "Hidden profile"
msgstr "Profil masqué"

#: Sources/Features/Desktop
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "{count} message non lu"
msgstr[1] "{count} messages non lus"

#: Sources/Features/Desktop
msgid "Profile actions"
msgstr "Actions du profil"

#: Sources/Features/Desktop
msgid "Threshold is locked"
msgstr "Threshold est verrouillé"

#: Sources/Features/Desktop
msgid "Enter your passcode to open your profiles."
msgstr "Saisissez votre code pour ouvrir vos profils."

#: Sources/Features/Desktop
msgid "Unlock"
msgstr "Déverrouiller"

#: Sources/Features/Desktop
msgid "Threshold is already open"
msgstr "Threshold est déjà ouvert"

#: Sources/Features/Desktop
msgid "Threshold can't open its data"
msgstr "Threshold ne peut pas ouvrir ses données"

#: Sources/Features/Desktop
msgid "Error"
msgstr "Erreur"

#: Sources/Features/Desktop
msgid "{option} needs a value."
msgstr "{option} demande une valeur."

#: Sources/Features/Desktop
msgid "Unknown option {option}."
msgstr "Option inconnue : {option}."

"""#),
        ("ja.po", #"""
# Japanese texts of Threshold. Edit with any gettext tool; see docs/languages.md.
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

#: Sources/CommandLineFace/ProfilesCommand.swift:77
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "「{name}」を非表示にしました。表示するには、検索欄にそのパスワードを入力してください（または 'profiles reveal' を使用）。"

#: Sources/CommandLineFace/ProfilesCommand.swift:31
msgid "\"{name}\" is now the active profile."
msgstr "「{name}」がアクティブなプロフィールになりました。"

#: Sources/CommandLineFace/ProfilesCommand.swift:82
msgid "\"{name}\" is visible again (still muted)."
msgstr "「{name}」が再び表示されるようになりました（ミュートのままです）。"

#: Sources/CommandLineFace/CommandCatalog.swift:147
msgid "'{command}' does not take --{option}."
msgstr "'{command}' は --{option} を受け付けません。"

#: Sources/CommandLineFace/ProfilesCommand.swift:121
msgid "({count} unread)"
msgstr "（未読 {count} 件）"

#: Sources/CommandLineFace/ProfilesCommand.swift:57
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "--bio-stdin では、自己紹介を標準入力の 1 行で渡してください（プロフィール名と新しい名前の後）。使い方: {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:76
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "--json にはコマンドが必要です（アプリ本体は JSON を出力しません）。一覧は 'threshold --help' で確認できます。"

#: Sources/Features/Errors/ErrorReport.swift:195
msgid "A file operation failed: {detail}"
msgstr "ファイル操作に失敗しました: {detail}"

#: Sources/Features/Errors/ErrorReport.swift:141
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "メッセージは最大 {limit} バイトです。何も記録していません。"

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "ミュート中のプロフィールは通知を送らず、合計バッジにも含まれません。未読数は一覧に表示されます。"

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "「{name}」という名前のプロフィールはすでにあります。別の名前を選んでください。"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:38
msgid "About"
msgstr "このアプリについて"

#: Sources/PlainFace/PlainApp+Onboarding.swift:112
msgid "Accept ({reason})"
msgstr "同意する（{reason}）"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "プロフィールを追加"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "App lock"
msgstr "アプリのロック"

#: Sources/PlainFace/PlainApp.swift:60
msgid "Back"
msgstr "戻る"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "バックグラウンド接続、リアルタイム。"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "自己紹介（任意）"

#: Sources/PlainFace/PlainApp+Onboarding.swift:73
msgid "Bio (optional, at most {count} bytes): "
msgstr "自己紹介（任意、{count} バイトまで）: "

#: Sources/PlainFace/PlainApp+Onboarding.swift:76
msgid "Bio: "
msgstr "自己紹介: "

#: Sources/CommandLineFace/ProfilesCommand.swift:95
msgid "Cancelled; nothing was deleted."
msgstr "キャンセルしました。何も削除されていません。"

#: Sources/Features/Chats/ChatTranscript.swift:40
msgid "Chat with {name}"
msgstr "{name} とのチャット"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "チャット"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "チャット（アクティブなプロフィールなし、全プロフィールの未読 {count} 件）"

#: Sources/TerminalFace/Home/ChatListScreen.swift:18
msgid "Chats of this profile appear here when messages arrive."
msgstr "メッセージが届くと、このプロフィールのチャットがここに表示されます。"

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "{name} のチャット（全プロフィールの未読 {count} 件）"

#: Sources/TerminalFace/Home/ChatListScreen.swift:17
msgid "Chats of {name} appear here when messages arrive."
msgstr "メッセージが届くと、{name} のチャットがここに表示されます。"

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "パスワードを確認中…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "{count} 分ごとに確認。電池にやさしい設定です。"

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "0〜{last} を選択: "

#: Sources/Features/Text/ScreenText.swift:10
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "新しいメッセージの通知方法を選んでください。あとで設定から変更できます。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:113
msgid "Choose operators (a number toggles), then accept"
msgstr "運営者を選んでから同意してください（番号で切り替え）"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded (version {version})."
msgstr "利用条件を読み込みました（バージョン {version}）。"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:41
msgid "Conditions loaded."
msgstr "利用条件を読み込みました。"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "利用条件"

#: Sources/PlainFace/PlainApp+Onboarding.swift:104
msgid "Conditions version {version}."
msgstr "利用条件のバージョン {version}。"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "Configure operators"
msgstr "運営者を設定"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Continue"
msgstr "続ける"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "名前を修正"

#: Sources/Features/Onboarding/CreateProfileStep.swift:28
msgid "Correct name to \"{name}\"?"
msgstr "名前を「{name}」に修正しますか？"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:47
msgid "Could not load the conditions: {reason}"
msgstr "利用条件を読み込めませんでした: {reason}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:30
msgid "Create profile"
msgstr "プロフィールを作成"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "プロフィールを作成しましょう"

#: Sources/CommandLineFace/ProfilesCommand.swift:27
msgid "Created profile \"{name}\"; it is now active."
msgstr "プロフィール「{name}」を作成しました。現在アクティブです。"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "作成中…"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:37
msgid "Data directory"
msgstr "データディレクトリ"

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "Database error: {detail}."
msgstr "データベースエラー: {detail}。"

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "「{name}」とそのすべてのチャットをこの端末から削除しますか？"

#: Sources/CommandLineFace/ProfilesCommand.swift:93
msgid "Delete \"{name}\" with its local data (servers are not told)? This can't be undone."
msgstr "「{name}」をローカルデータごと削除しますか（サーバーには通知しません）？元に戻せません。"

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Delete \"{name}\" with its local data and its server connections? This can't be undone."
msgstr "「{name}」をローカルデータとサーバー接続ごと削除しますか？元に戻せません。"

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

#: Sources/CommandLineFace/ProfilesCommand.swift:101
msgid "Deleted \"{name}\"."
msgstr "「{name}」を削除しました。"

#: Sources/CommandLineFace/ProfilesCommand.swift:89
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "削除には端末での確認が必要です。スクリプトから削除するには --yes を付けてください。"

#: Sources/CommandLineFace/CommandCatalog.swift:136
msgid "Did you mean \"{word}\"?"
msgstr "「{word}」のことですか？"

#: Sources/CommandLineFace/CommandCatalog.swift:146
msgid "Did you mean --{option}?"
msgstr "--{option} のことですか？"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "表示名"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "表示名（空欄で戻る）: "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "表示名: "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:36
msgid "Domains"
msgstr "ドメイン"

#: Sources/Features/Onboarding/CreateProfileStep.swift:18
msgid "Duplicate display name!"
msgstr "表示名が重複しています！"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "プロフィールを編集"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "通知をオンにする"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "パスコードを入力してください。"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:93
msgid "Enter continue  Esc stop the import"
msgstr "Enter 続行  Esc インポートを中止"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:14
msgid "Enter import  Esc back"
msgstr "Enter インポート  Esc 戻る"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:92
msgid "Enter import from this path  Esc back to the link"
msgstr "Enter このパスからインポート  Esc リンクに戻る"

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "表示するには上にパスワードを入力してください！"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:90
msgid "Enter replace  Esc cancel"
msgstr "Enter 置き換える  Esc キャンセル"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "名前を入力…"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "利用条件への同意エラー"

#: Sources/PlainFace/PlainApp+Onboarding.swift:130
msgid "Error accepting conditions: {error}"
msgstr "利用条件への同意でエラーが発生しました: {error}"

#: Sources/Features/Onboarding/CreateProfileStep.swift:20
msgid "Error creating profile"
msgstr "プロフィールの作成エラー"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "エラー: {message}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:198
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "システムに従う（LANGUAGE、LC_ALL、LC_MESSAGES、LANG）"

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "自己紹介は --bio B か --bio-stdin のどちらか一方で指定してください。"

#: Sources/CommandLineFace/ProfilesCommand.swift:35
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "新しい名前は --name N か --name-stdin のどちらか一方で指定してください。"

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "非表示のプロフィール"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "非表示のプロフィールは常にミュートです。ミュートを解除するには再表示してください。"

#: Sources/Features/Profiles/ProfileAction.swift:27
msgid "Hide profile"
msgstr "プロフィールを非表示"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "しくみ"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "通知のしくみ"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:88
msgid "Import failed: {reason}"
msgstr "インポートに失敗しました: {reason}"

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "パスコードなしでインポートしますか？ この端末はロックされない状態になります。後で「設定 › アプリのロック」でパスコードを設定してください。"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:12
msgid "Importing…  Ctrl-C quit"
msgstr "インポート中…  Ctrl-C 終了"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "即時: バックグラウンド接続を維持し、通知はリアルタイムで届きます。"

#: Sources/Features/Onboarding/CreateProfileStep.swift:19
msgid "Invalid display name!"
msgstr "無効な表示名です！"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "無効な表示名です。名前を「{name}」に修正しますか？"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "無効な表示名です。文字・数字・記号が少なくとも 1 つ必要です。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:199
msgid "Language"
msgstr "言語"

#: Sources/PlainFace/PlainApp+Onboarding.swift:182
msgid "Language ({language})"
msgstr "言語（{language}）"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "言語: {language}（Threshold で選択済み。'threshold language system' で LANG に従う設定に戻ります）。"

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "言語: {language}（環境変数 LANGUAGE、LC_ALL、LC_MESSAGES、LANG から）。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:203
msgid "Language: {language}."
msgstr "言語: {language}。"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:35
msgid "Legal name"
msgstr "正式名称"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:39
msgid "Loading the conditions…"
msgstr "利用条件を読み込み中…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "読み込み中…"

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "{count} 件のメッセージを既読にしました。"

#: Sources/PlainFace/PlainApp.swift:95
msgid "Menu"
msgstr "メニュー"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "アプリを開いている間だけメッセージを受信します。"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:33
msgid "Migrate from another device"
msgstr "別の端末から移行"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Migrate to another device"
msgstr "別の端末へ移行"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:91
msgid "Migration complete"
msgstr "移行が完了しました"

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "ミュート"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Muted \"{name}\": it will not notify."
msgstr "「{name}」をミュートしました。通知されません。"

#: Sources/Features/Profiles/Notice.swift:16
msgid "Muted profile"
msgstr "ミュート中のプロフィール"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "文字・数字・記号のいずれかが必要です。"

#: Sources/CommandLineFace/ProfilesCommand.swift:56
msgid "New bio (not shown): "
msgstr "新しい自己紹介（表示されません）: "

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "No chat receives on this server queue."
msgstr "このサーバーキューで受信するチャットはありません。"

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "No chat with \"{name}\" in the active profile."
msgstr "アクティブなプロフィールに「{name}」とのチャットはありません。"

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "No chats yet."
msgstr "まだチャットはありません。"

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "デバイストークンがありません！"

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "一致するプロフィールはありません。"

#: Sources/Features/Chats/ChatTranscript.swift:41
msgid "No messages yet."
msgstr "まだメッセージはありません。"

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "ID が「{id}」の運営者はありません。'threshold operators list' を参照してください。"

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "No profile is left: the app starts with onboarding again."
msgstr "プロフィールがなくなりました。アプリは再び初期設定から始まります。"

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "「{name}」という名前のプロフィールはありません。"

#: Sources/CommandLineFace/ProfilesCommand.swift:115
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "プロフィールがありません。次のコマンドで作成できます: threshold profiles create NAME"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "この端末では何も変更していません。"

#: Sources/CommandLineFace/ProfilesCommand.swift:42
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "変更する内容がありません。--name N（または --name-stdin）と --bio B（または --bio-stdin）のどちらか、または両方を指定してください。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:142
msgid "Notification mode"
msgstr "通知モード"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "通知"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Notifications ({mode})"
msgstr "通知（{mode}）"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "端末がプッシュトークンを提供すると通知が始まります。選択内容は保存されました。"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "OK"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "オフ: プッシュ通知はありません。メッセージはアプリを開いている間だけ受信します。"

#: Sources/Features/Text/ScreenText.swift:13
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "もう一方の端末で「設定」または `threshold migrate export` からエクスポートし、表示されたリンクをここに貼り付けてください。アーカイブがリンクの示す場所にない場合（別のフォルダーや USB メモリー）は、その場所を尋ねます。"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "運営者"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Operators and conditions"
msgstr "運営者と利用条件"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:73
msgid "Passcode"
msgstr "パスコード"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:71
msgid "Passcode of the other device"
msgstr "もう一方の端末のパスコード"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "リンクを貼り付けるか入力  Tab 移動  Enter インポート  Esc 戻る"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "定期: {count} 分ごとに新しいメッセージを確認します。電池にやさしい設定です。"

#: Sources/Features/Errors/ErrorReport.swift:193
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "アクセスが拒否されました: {detail} データディレクトリの所有者と権限を確認してください。"

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "個人チャット、グループ、連絡先にはサーバー運営者はアクセスできません。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:82
msgid "Profile \"{name}\" created."
msgstr "プロフィール「{name}」を作成しました。"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "プッシュ通知"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "終了"

#: Sources/PlainFace/PlainApp.swift:92
msgid "Read a chat"
msgstr "チャットを読む"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "必須です。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:111
msgid "Retry loading the conditions"
msgstr "利用条件を再読み込み"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "まず利用条件をもう一度読み込んでください。"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:37
msgid "Roles"
msgstr "役割"

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Run 'threshold --help' for the list."
msgstr "一覧は 'threshold --help' で確認できます。"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Saving…"
msgstr "保存中…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "検索またはパスワードを入力"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "Select at least one operator to accept the conditions."
msgstr "利用条件に同意するには、運営者を少なくとも 1 つ選んでください。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:125
msgid "Select at least one operator."
msgstr "運営者を少なくとも 1 つ選んでください。"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:34
msgid "Server operators"
msgstr "サーバー運営者"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "先にパスコードを設定してください: threshold lock set。"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "設定"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Skip"
msgstr "スキップ"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:57
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Space 切替  ←→ 運営者  Esc 閉じる"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:113
msgid "Step {index} of {total}"
msgstr "ステップ {index}/{total}"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "このプロフィールに切り替え"

#: Sources/PlainFace/PlainApp.swift:93
msgid "Switch to {name}"
msgstr "{name} に切り替え"

#: Sources/PlainFace/PlainApp.swift:93
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

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab 次へ  Enter 次へ/保存  Esc 戻る"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "連絡先に自己紹介しましょう"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "その自己紹介は {size}/{limit} バイトです。短くしてください。"

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "もう一方の端末のパスコードではありません。"

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "アクティブなプロフィールは削除できません。先に別のプロフィールに切り替えてください。"

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "アクティブなプロフィールは非表示にできません。先に別のプロフィールに切り替えてください。"

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "このアーカイブはパスコードでロックされた端末から来ています。この端末も同じパスコードでロックするにはそのパスコードを入力し、ロックなしでインポートするには空のままにしてください。"

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "試行回数の上限は 1〜{limit} の整数か off にしてください。"

#: Sources/Features/Errors/ErrorReport.swift:94
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "自己紹介は {size} バイトです。上限は {limit} バイトです。"

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "ブランドファイルを使用できません:"

#: Sources/Features/Errors/ErrorReport.swift:172
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "データは別の Threshold プロセスが使用中です。終了してからもう一度お試しください。"

#: Sources/Features/Errors/ErrorReport.swift:177
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "データベースを開けません（{detail}）。データディレクトリが自分のもので、書き込み可能か確認してください。"

#: Sources/Features/Errors/ErrorReport.swift:174
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "データベースファイルが破損しているか、Threshold のデータベースではありません。変更はしていません。"

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "鍵ファイルを書き込めませんでした（{reason}）。以前の設定がそのまま有効です。"

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "データベースの横にある鍵ファイル threshold.key を読み取れません: {reason}。何も変更・消去していません。"

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "データベースの横にある鍵ファイル threshold.key が破損しているか、新しいバージョンの Threshold のものです。何も変更・消去していません。バックアップから復元するか、Threshold を更新してください。"

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "最後の表示中のプロフィールは非表示にできません。先に別のプロフィールを作成してください。"

#: Sources/Features/Onboarding/CreateProfileStep.swift:29
msgid "The name needs at least one letter, number or symbol."
msgstr "名前には文字・数字・記号が少なくとも 1 つ必要です。"

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "パスコードと自己消去パスコードは別にしてください。別のものを選んでください。"

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "パスコードの先頭と末尾に空白は使えません。"

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "パスコードがオンなので、データはパスコードで保護されています。別のレベルを選ぶには、先にオフにしてください（threshold lock clear）。"

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

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "入力した 2 つのパスコードが一致しません。何も変更していません。もう一度お試しください。"

#: Sources/CommandLineFace/ProfilesCommand.swift:73
msgid "The two passwords differ; nothing was changed."
msgstr "2 つのパスワードが一致しません。何も変更していません。"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Theme"
msgstr "テーマ"

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "There is no active profile. Create one first."
msgstr "アクティブなプロフィールがありません。先に作成してください。"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:83
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "このビルドには対話型アプリがありません。コマンドは 'threshold --help' で確認してください。"

#: Sources/Features/Errors/ErrorReport.swift:170
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "このデータは新しいバージョンの Threshold で書き込まれています。Threshold を更新してください。データは変更していません。"

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "この端末にはすでにデータがあります。インポートしたデータで置き換えますか？"

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "この非表示プロフィールの封印データは破損しており、読み取れません。"

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "このパスコードは短すぎます。データフォルダーをコピーした人は、1回ごとにscryptを実行してオフラインで総当たりできます。4桁のコードはすべて数分で、6桁のコードはすべて数時間で破られます（docs/security.md）。複数の単語からなるパスフレーズのほうがはるかに安全です。"

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "このプロフィールはすでに非表示です。"

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "このプロフィールは非表示ではありません。"

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "Threshold はデータの準備を完了できませんでした（{reason}）。データフォルダーを書き込み可能にするか空き容量を確保してから、Threshold をもう一度起動してください。そのときに完了します。"

#: Sources/Features/Text/ScreenText.swift:5
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "Threshold にはユーザー ID がありません。プロフィールはこの端末に保存され、あなたが選んだ連絡先とだけ共有されます。サーバーは誰が誰と話しているかを知らずにメッセージを中継し、誰でもサーバーを運用できます。"

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "Threshold はすでに {directory} で実行中です（アプリ、またはデータを置き換えるコマンド）。先に終了するか、別の --data-dir を使ってください。何も変更していません。"

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold はロックされています。端末のプロンプトでパスコードを入力するか、--passcode-stdin を付けて標準入力の 1 行目で渡してください。"

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "非表示のプロフィールを表示するには、「チャットプロフィール」の検索欄にそのパスワードをすべて入力してください。"

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "自己消去で保持するには、運営者と初期設定の選択が多すぎます。何も変更していません。"

#: Sources/CommandLineFace/ProfilesCommand.swift:125
msgid "Total unread: {count}"
msgstr "未読の合計: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:34
msgid "Trade name"
msgstr "商号"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "名前かパスワードを入力  ↑↓ 選択  Enter 操作  Esc 戻る"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "0 から {last} までの数字を入力してください。"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:13
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "パスコードを入力  Enter 続行  Esc インポートを中止"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "パスコードをもう一度入力してください。"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the path  Enter import  Esc back to the link"
msgstr "パスを入力  Enter インポート  Esc リンクに戻る"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "予期しないエラー: {type}。"

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "再表示"

#: Sources/CommandLineFace/CommandCatalog.swift:134
msgid "Unknown command \"{command}\"."
msgstr "不明なコマンド「{command}」です。"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:119
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "不明なコマンド「{command}」です。一覧は 'threshold --help' で確認できます。"

#: Sources/CommandLineFace/CommandCatalog.swift:135
msgid "Unknown {group} command \"{command}\"."
msgstr "不明な {group} コマンド「{command}」です。"

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "ロックを解除して非表示のプロフィールを探す…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "ミュート解除"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Unmuted \"{name}\"."
msgstr "「{name}」のミュートを解除しました。"

#: Sources/CommandLineFace/ProfilesCommand.swift:62
msgid "Updated \"{name}\"."
msgstr "「{name}」を更新しました。"

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Usage:"
msgstr "使い方:"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "チャットを使う"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:53
msgid "Use this operator"
msgstr "この運営者を使う"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:55
msgid "View conditions"
msgstr "利用条件を見る"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "利用条件の読み込みを待っています。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "ようこそ"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:35
msgid "What's new"
msgstr "新機能"

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "この端末のどこにアーカイブがありますか？ パス（空欄で戻る）: "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "この端末のどこにアーカイブがありますか？ パス:"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "保存される名前: {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:36
msgid "Working…"
msgstr "処理中…"

#: Sources/Features/Errors/ErrorReport.swift:114
msgid "Wrong passcode."
msgstr "パスコードが違います。"

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "同じ表示名（「{name}」）のチャットプロフィールがすでにあります。別の名前を選んでください。"

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "準備ができました。"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:29
msgid "Your chat profiles"
msgstr "チャットプロフィール"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "もう一方の端末のデータがここに移りました。もう一方の端末で移行を完了してください（threshold migrate finalize）。両方の端末を使うとメッセージが正しく届かなくなります。"

#: Sources/Features/Text/ScreenText.swift:8
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "プロフィールはこの端末に保存され、連絡先とだけ共有されます。"

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "アクティブ"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:84
msgid "hidden"
msgstr "非表示"

#: Sources/TerminalFace/Home/ChatListScreen.swift:44
msgid "muted"
msgstr "ミュート"

#: Sources/CommandLineFace/ProfilesCommand.swift:102
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "サーバー上の削除 {count} 件を送信トレイに入れました。"

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "未読 {count} 件"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "表示中 {count}"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:82
msgid "{position} of {total}"
msgstr "{position}/{total}"

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

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ 移動  Space 切替  Enter 選択  v 利用条件を表示"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ 有効な名前"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:68
msgctxt "button"
msgid "Accept"
msgstr "同意する"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:97
msgctxt "button"
msgid "Cancel"
msgstr "キャンセル"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "閉じる"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "作成"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "削除"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:46
msgctxt "button"
msgid "Retry"
msgstr "再試行"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:48
msgctxt "button"
msgid "Save"
msgstr "保存"

#: Sources/Features/Chats/ChatTranscript.swift:42
msgctxt "message sender"
msgid "You"
msgstr "あなた"

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

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "Off"
msgstr "オフ"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "On"
msgstr "オン"

#: Sources/Features/Desktop
msgid "Appearance"
msgstr "外観"

#: Sources/Features/Desktop
msgid "Migration"
msgstr "移行"

#: Sources/Features/Desktop
msgid "Light or dark, as the desktop is set."
msgstr "デスクトップの設定に合わせてライトまたはダーク。"

#: Sources/Features/Desktop
msgid "Version {version}"
msgstr "バージョン {version}"

#: Sources/Features/Desktop
msgid "Set passcode"
msgstr "パスコードを設定"

#: Sources/Features/Desktop
msgid "Change passcode"
msgstr "パスコードを変更"

#: Sources/Features/Desktop
msgid "Turn off the passcode"
msgstr "パスコードをオフにする"

#: Sources/Features/Desktop
msgid "Self-destruct passcode"
msgstr "自己消去パスコード"

#: Sources/Features/Desktop
msgid "On: opens a new profile named {name}"
msgstr "オン：{name} という新しいプロフィールを開きます"

#: Sources/Features/Desktop
msgid "Set self-destruct passcode"
msgstr "自己消去パスコードを設定"

#: Sources/Features/Desktop
msgid "Remove self-destruct passcode"
msgstr "自己消去パスコードを削除"

#: Sources/Features/Desktop
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "パスコードを求められたときに入力すると、すべてのデータを消去し、この名前の新しいプロフィールを開きます。パスコードとは別のものにしてください。"

#: Sources/Features/Desktop
msgid "Display name of the new profile"
msgstr "新しいプロフィールの表示名"

#: Sources/Features/Desktop
msgid "Wipe after wrong passcodes"
msgstr "誤ったパスコードの後に消去"

#: Sources/Features/Desktop
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "{count} 回続けてパスコードを誤った後"

#: Sources/Features/Desktop
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "この回数だけ続けてパスコードを誤ると（1〜{limit}）、この端末のデータがすべて消去されます。空欄：消去しない。"

#: Sources/Features/Desktop
msgid "Wrong passcodes before wiping"
msgstr "消去までの誤入力回数"

#: Sources/Features/Desktop
msgid "Protection"
msgstr "保護"

#: Sources/Features/Desktop
msgid "A passcode (the app lock)"
msgstr "パスコード（アプリのロック）"

#: Sources/Features/Desktop
msgid "The desktop keyring"
msgstr "デスクトップのキーリング"

#: Sources/Features/Desktop
msgid "A key file beside the data (no passcode)"
msgstr "データの隣の鍵ファイル（パスコードなし）"

#: Sources/Features/Desktop
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "パスコードがオンなので、データはパスコードで保護されています。別の方式を選ぶには、先にパスコードをオフにしてください。"

#: Sources/Features/Desktop
msgid "Enter your passcode"
msgstr "パスコードを入力"

#: Sources/Features/Desktop
msgid "Changing the app lock asks for the passcode every time."
msgstr "アプリのロックを変更するたびにパスコードを確認します。"

#: Sources/Features/Desktop
msgid "New passcode"
msgstr "新しいパスコード"

#: Sources/Features/Desktop
msgid "Type it again"
msgstr "もう一度入力"

#: Sources/Features/Desktop
msgid "Turn off"
msgstr "オフにする"

#: Sources/Features/Desktop
msgid "Remove"
msgstr "削除"

#: Sources/Features/Desktop
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "Threshold はパスコードなしで開くようになり、自己消去パスコードと試行回数の上限も一緒に削除されます。"

#: Sources/Features/Desktop
msgid "Saved."
msgstr "保存しました。"

#: Sources/Features/Desktop
msgid "Newer"
msgstr "新しい方へ"

#: Sources/Features/Desktop
msgid "Older"
msgstr "古い方へ"

#: Sources/Features/Desktop
msgid "Version {version}: {title}"
msgstr "バージョン {version}：{title}"

#: Sources/Features/Desktop
msgid "No release notes in this app."
msgstr "このアプリにはリリースノートがありません。"

#: Sources/Features/Desktop
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "エクスポートすると、この端末のすべてのプロフィールとチャットを暗号化した1つのアーカイブを作ります。もう一方の端末はリンク（またはそのQRコード）で取り込みます。リンクにはアーカイブの鍵が含まれるので、ほかの人には見せないでください。"

#: Sources/Features/Desktop
msgid "Export"
msgstr "エクスポート"

#: Sources/Features/Desktop
msgid "Exporting…"
msgstr "エクスポート中…"

#: Sources/Features/Desktop
msgid "Importing…"
msgstr "取り込み中…"

#: Sources/Features/Desktop
msgid "{done} of {total}"
msgstr "{done} / {total}"

#: Sources/Features/Desktop
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "アーカイブの準備ができました。もう一方の端末で「別の端末から移行」を選び、コードを読み取るかリンクを貼り付けてください。"

#: Sources/Features/Desktop
msgid "QR code of the migration link"
msgstr "移行リンクのQRコード"

#: Sources/Features/Desktop
msgid "Migration link"
msgstr "移行リンク"

#: Sources/Features/Desktop
msgid "Copy link"
msgstr "リンクをコピー"

#: Sources/Features/Desktop
msgid "Link copied."
msgstr "リンクをコピーしました。"

#: Sources/Features/Desktop
msgid "Archive: {path}"
msgstr "アーカイブ：{path}"

#: Sources/Features/Desktop
msgid "Finalize the migration"
msgstr "移行を完了する"

#: Sources/Features/Desktop
msgid "Keep using this device"
msgstr "この端末を使い続ける"

#: Sources/Features/Desktop
msgid "Delete local data"
msgstr "ローカルデータを削除"

#: Sources/Features/Desktop
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "両方の端末で Threshold を使うとメッセージが正しく届かなくなります。新しい端末だけを使ってください。"

#: Sources/Features/Desktop
msgid "Delete local data?"
msgstr "ローカルデータを削除しますか？"

#: Sources/Features/Desktop
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "この端末のすべてのプロフィール、チャット、鍵と、ここでエクスポートしたアーカイブが削除されます。先にもう一方の端末でアーカイブを取り込んでください。元に戻せません。"

#: Sources/Features/Desktop
msgid "Local data deleted"
msgstr "ローカルデータを削除しました"

#: Sources/Features/Desktop
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "{count} 個のファイルとフォルダーを削除しました。Threshold を閉じてかまいません。"

#: Sources/Features/Desktop
msgid "Paste the migration link"
msgstr "移行リンクを貼り付け"

#: Sources/Features/Desktop
msgid "Choose the archive…"
msgstr "アーカイブを選ぶ…"

#: Sources/Features/Desktop
msgid "Choose the archive"
msgstr "アーカイブを選ぶ"

#: Sources/Features/Desktop
msgid "Open"
msgstr "開く"

#: Sources/Features/Desktop
msgid "Import"
msgstr "取り込む"

#: Sources/Features/Desktop
msgid "Replace"
msgstr "置き換える"

#: Sources/Features/Desktop
msgid "Import without it"
msgstr "パスコードなしで取り込む"

#: Sources/Features/Desktop
msgid "Stop the import"
msgstr "取り込みを中止"

#: Sources/Features/Desktop
msgid "Open your chats"
msgstr "チャットを開く"

#: Sources/Features/Desktop
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "新着メッセージ {count} 件"

#: Sources/Features/Desktop
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} バイト"

#: Sources/Features/Desktop
msgid "Not now"
msgstr "今はしない"

#: Sources/Features/Desktop
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "{name} は、検索欄にそのパスワードを入力したときだけ表示されます。非表示の間はミュートされます。"

#: Sources/Features/Desktop
msgid "Password"
msgstr "パスワード"

#: Sources/Features/Desktop
msgid "Confirm password"
msgstr "パスワードの確認"

#: Sources/Features/Desktop
msgid "Hide"
msgstr "非表示にする"

#: Sources/Features/Desktop
msgid "Active profile"
msgstr "使用中のプロフィール"

#: Sources/Features/Desktop
msgid "Hidden profile"
msgstr "非表示のプロフィール"

#: Sources/Features/Desktop
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "未読メッセージ {count} 件"

#: Sources/Features/Desktop
msgid "Profile actions"
msgstr "プロフィールの操作"

#: Sources/Features/Desktop
msgid "Threshold is locked"
msgstr "Threshold はロックされています"

#: Sources/Features/Desktop
msgid "Enter your passcode to open your profiles."
msgstr "プロフィールを開くにはパスコードを入力してください。"

#: Sources/Features/Desktop
msgid "Unlock"
msgstr "ロック解除"

#: Sources/Features/Desktop
msgid "Threshold is already open"
msgstr "Threshold はすでに開いています"

#: Sources/Features/Desktop
msgid "Threshold can't open its data"
msgstr "Threshold がデータを開けません"

#: Sources/Features/Desktop
msgid "Error"
msgstr "エラー"

#: Sources/Features/Desktop
msgid "{option} needs a value."
msgstr "{option} には値が必要です。"

#: Sources/Features/Desktop
msgid "Unknown option {option}."
msgstr "不明なオプション {option} です。"

"""#),
        ("ru.po", #"""
# Russian texts of Threshold. Edit with any gettext tool; see docs/languages.md.
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

#: Sources/CommandLineFace/ProfilesCommand.swift:77
msgid "\"{name}\" is hidden. Enter its password in the search field (or 'profiles reveal') to show it."
msgstr "Профиль «{name}» скрыт. Чтобы показать его, введите его пароль в поле поиска (или выполните 'profiles reveal')."

#: Sources/CommandLineFace/ProfilesCommand.swift:31
msgid "\"{name}\" is now the active profile."
msgstr "«{name}» теперь активный профиль."

#: Sources/CommandLineFace/ProfilesCommand.swift:82
msgid "\"{name}\" is visible again (still muted)."
msgstr "«{name}» снова виден (уведомления по-прежнему выключены)."

#: Sources/CommandLineFace/CommandCatalog.swift:147
msgid "'{command}' does not take --{option}."
msgstr "'{command}' не принимает --{option}."

#: Sources/CommandLineFace/ProfilesCommand.swift:121
msgid "({count} unread)"
msgstr "(непрочитанных: {count})"

#: Sources/CommandLineFace/ProfilesCommand.swift:57
msgid "--bio-stdin needs the bio on a line of standard input (after the profile's name and any new name). Usage: {usage}"
msgstr "--bio-stdin ждёт описание строкой на стандартном вводе (после имени профиля и нового имени, если оно есть). Использование: {usage}"

#: Sources/CommandLineFace/ThresholdCommandLine.swift:76
msgid "--json needs a command (the app itself has no JSON output). Run 'threshold --help' for the list."
msgstr "Для --json нужна команда (само приложение не выводит JSON). Список команд: 'threshold --help'."

#: Sources/Features/Errors/ErrorReport.swift:195
msgid "A file operation failed: {detail}"
msgstr "Не удалась операция с файлом: {detail}"

#: Sources/Features/Errors/ErrorReport.swift:141
msgid "A message can be at most {limit} bytes long. Nothing was recorded."
msgstr "Сообщение может занимать не больше {limit} байт. Ничего не записано."

#: Sources/Features/Profiles/Notice.swift:25
msgid "A muted profile sends no notifications and is left out of the total badge. Its unread count still shows in the list."
msgstr "Профиль без звука не присылает уведомлений и не входит в общий счётчик. Число непрочитанных по-прежнему видно в списке."

#: Sources/Features/Errors/ErrorReport.swift:93
msgid "A profile named \"{name}\" already exists. Choose another name."
msgstr "Профиль с именем «{name}» уже есть. Выберите другое имя."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:38
msgid "About"
msgstr "О программе"

#: Sources/PlainFace/PlainApp+Onboarding.swift:112
msgid "Accept ({reason})"
msgstr "Принять ({reason})"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:36
msgid "Add profile"
msgstr "Добавить профиль"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:31
msgid "App lock"
msgstr "Блокировка приложения"

#: Sources/PlainFace/PlainApp.swift:60
msgid "Back"
msgstr "Назад"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:19
msgid "Background connection, real-time."
msgstr "Фоновое соединение, в реальном времени."

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:42
msgid "Bio (optional)"
msgstr "О себе (необязательно)"

#: Sources/PlainFace/PlainApp+Onboarding.swift:73
msgid "Bio (optional, at most {count} bytes): "
msgstr "О себе (необязательно, не больше {count} байт): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:76
msgid "Bio: "
msgstr "О себе: "

#: Sources/CommandLineFace/ProfilesCommand.swift:95
msgid "Cancelled; nothing was deleted."
msgstr "Отменено; ничего не удалено."

#: Sources/Features/Chats/ChatTranscript.swift:40
msgid "Chat with {name}"
msgstr "Чат с {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:12
msgid "Chats"
msgstr "Чаты"

#: Sources/PlainFace/PlainApp.swift:83
msgid "Chats of no active profile ({count} unread in all profiles)"
msgstr "Чаты: нет активного профиля (непрочитанных во всех профилях: {count})"

#: Sources/TerminalFace/Home/ChatListScreen.swift:18
msgid "Chats of this profile appear here when messages arrive."
msgstr "Чаты этого профиля появятся здесь, когда придут сообщения."

#: Sources/PlainFace/PlainApp.swift:82
msgid "Chats of {name} ({count} unread in all profiles)"
msgstr "Чаты профиля {name} (непрочитанных во всех профилях: {count})"

#: Sources/TerminalFace/Home/ChatListScreen.swift:17
msgid "Chats of {name} appear here when messages arrive."
msgstr "Чаты профиля {name} появятся здесь, когда придут сообщения."

#: Sources/Features/Profiles/ProfilesText.swift:10
msgid "Checking password…"
msgstr "Проверка пароля…"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:20
msgid "Checks every {count} minute, battery-friendly."
msgid_plural "Checks every {count} minutes, battery-friendly."
msgstr[0] "Проверяет раз в {count} минуту, бережёт батарею."
msgstr[1] "Проверяет раз в {count} минуты, бережёт батарею."
msgstr[2] "Проверяет раз в {count} минут, бережёт батарею."

#: Sources/PlainFace/PlainApp.swift:65
msgid "Choose 0-{last}: "
msgstr "Выберите 0–{last}: "

#: Sources/Features/Text/ScreenText.swift:10
msgid "Choose how the app tells you about new messages. You can change it later in Settings."
msgstr "Выберите, как приложение будет сообщать о новых сообщениях. Это можно изменить позже в настройках."

#: Sources/PlainFace/PlainApp+Onboarding.swift:113
msgid "Choose operators (a number toggles), then accept"
msgstr "Выберите операторов (номер переключает), затем примите"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:42
msgid "Conditions loaded (version {version})."
msgstr "Условия загружены (версия {version})."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:41
msgid "Conditions loaded."
msgstr "Условия загружены."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:12
msgid "Conditions of use"
msgstr "Условия использования"

#: Sources/PlainFace/PlainApp+Onboarding.swift:104
msgid "Conditions version {version}."
msgstr "Условия, версия {version}."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:56
msgid "Configure operators"
msgstr "Настроить операторов"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Continue"
msgstr "Продолжить"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:98
msgid "Correct name"
msgstr "Исправить имя"

#: Sources/Features/Onboarding/CreateProfileStep.swift:28
msgid "Correct name to \"{name}\"?"
msgstr "Исправить имя на «{name}»?"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:47
msgid "Could not load the conditions: {reason}"
msgstr "Не удалось загрузить условия: {reason}"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:30
msgid "Create profile"
msgstr "Создать профиль"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:11
msgid "Create your profile"
msgstr "Создайте профиль"

#: Sources/CommandLineFace/ProfilesCommand.swift:27
msgid "Created profile \"{name}\"; it is now active."
msgstr "Профиль «{name}» создан и теперь активен."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Creating…"
msgstr "Создание…"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:37
msgid "Data directory"
msgstr "Каталог данных"

#: Sources/Features/Errors/ErrorReport.swift:179
msgid "Database error: {detail}."
msgstr "Ошибка базы данных: {detail}."

#: Sources/Features/Profiles/ProfileDeleteText.swift:9
msgid "Delete \"{name}\" and all its chats from this device?"
msgstr "Удалить «{name}» и все его чаты с этого устройства?"

#: Sources/CommandLineFace/ProfilesCommand.swift:93
msgid "Delete \"{name}\" with its local data (servers are not told)? This can't be undone."
msgstr "Удалить «{name}» вместе с локальными данными (серверы не уведомляются)? Это нельзя отменить."

#: Sources/CommandLineFace/ProfilesCommand.swift:92
msgid "Delete \"{name}\" with its local data and its server connections? This can't be undone."
msgstr "Удалить «{name}» вместе с локальными данными и подключениями к серверам? Это нельзя отменить."

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

#: Sources/CommandLineFace/ProfilesCommand.swift:101
msgid "Deleted \"{name}\"."
msgstr "«{name}» удалён."

#: Sources/CommandLineFace/ProfilesCommand.swift:89
msgid "Deleting asks for confirmation on a terminal; to delete from a script, add --yes."
msgstr "Удаление требует подтверждения в терминале; чтобы удалить из скрипта, добавьте --yes."

#: Sources/CommandLineFace/CommandCatalog.swift:136
msgid "Did you mean \"{word}\"?"
msgstr "Возможно, вы имели в виду «{word}»?"

#: Sources/CommandLineFace/CommandCatalog.swift:146
msgid "Did you mean --{option}?"
msgstr "Возможно, вы имели в виду --{option}?"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:21
msgid "Display name"
msgstr "Отображаемое имя"

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name (empty to go back): "
msgstr "Отображаемое имя (пусто — назад): "

#: Sources/PlainFace/PlainApp+Onboarding.swift:68
msgid "Display name: "
msgstr "Отображаемое имя: "

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:36
msgid "Domains"
msgstr "Домены"

#: Sources/Features/Onboarding/CreateProfileStep.swift:18
msgid "Duplicate display name!"
msgstr "Такое имя уже есть!"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:10
msgid "Edit profile"
msgstr "Изменить профиль"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Enable notifications"
msgstr "Включить уведомления"

#: Sources/Features/Lock/NewPasscode.swift:19
msgid "Enter a passcode."
msgstr "Введите код доступа."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:93
msgid "Enter continue  Esc stop the import"
msgstr "Enter продолжить  Esc остановить импорт"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:14
msgid "Enter import  Esc back"
msgstr "Enter импортировать  Esc назад"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:92
msgid "Enter import from this path  Esc back to the link"
msgstr "Enter импортировать по этому пути  Esc назад к ссылке"

#: Sources/Features/Profiles/ProfilesText.swift:12
msgid "Enter password above to show!"
msgstr "Введите пароль выше, чтобы показать!"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:90
msgid "Enter replace  Esc cancel"
msgstr "Enter заменить  Esc отмена"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:23
msgid "Enter your name…"
msgstr "Введите имя…"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:104
msgid "Error accepting conditions"
msgstr "Не удалось принять условия"

#: Sources/PlainFace/PlainApp+Onboarding.swift:130
msgid "Error accepting conditions: {error}"
msgstr "Не удалось принять условия: {error}"

#: Sources/Features/Onboarding/CreateProfileStep.swift:20
msgid "Error creating profile"
msgstr "Не удалось создать профиль"

#: Sources/PlainFace/PlainApp.swift:47
msgid "Error: {message}"
msgstr "Ошибка: {message}"

#: Sources/PlainFace/PlainApp+Onboarding.swift:198
msgid "Follow the system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"
msgstr "Как в системе (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)"

#: Sources/CommandLineFace/ProfilesCommand.swift:38
msgid "Give the bio with --bio B or --bio-stdin, not both."
msgstr "Укажите описание через --bio B или через --bio-stdin, но не оба сразу."

#: Sources/CommandLineFace/ProfilesCommand.swift:35
msgid "Give the new name with --name N or --name-stdin, not both."
msgstr "Укажите новое имя через --name N или через --name-stdin, но не оба сразу."

#: Sources/Features/Profiles/Notice.swift:17
msgid "Hidden profiles"
msgstr "Скрытые профили"

#: Sources/Features/Errors/ErrorReport.swift:99
msgid "Hidden profiles are always muted. Unhide the profile to unmute it."
msgstr "Скрытые профили всегда без звука. Чтобы включить звук, снова покажите профиль."

#: Sources/Features/Profiles/ProfileAction.swift:27
msgid "Hide profile"
msgstr "Скрыть профиль"

#: Sources/TerminalFace/Onboarding/WelcomeScreen.swift:67
msgid "How it works"
msgstr "Как это работает"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:60
msgid "How notifications work"
msgstr "Как работают уведомления"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:88
msgid "Import failed: {reason}"
msgstr "Импорт не удался: {reason}"

#: Sources/Features/Migration/MigrationImportText.swift:16
msgid "Import without the passcode? This device will then be unlocked; set a passcode afterwards in Settings › App lock."
msgstr "Импортировать без кода доступа? Тогда это устройство останется без блокировки; задайте код потом в разделе Настройки › Блокировка приложения."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:12
msgid "Importing…  Ctrl-C quit"
msgstr "Импорт…  Ctrl-C выход"

#: Sources/Features/Onboarding/NotificationsStep.swift:11
msgid "Instant: a background connection is kept; notifications arrive in real time."
msgstr "Мгновенно: соединение поддерживается в фоне; уведомления приходят сразу."

#: Sources/Features/Onboarding/CreateProfileStep.swift:19
msgid "Invalid display name!"
msgstr "Недопустимое имя!"

#: Sources/Features/Errors/ErrorReport.swift:91
msgid "Invalid display name. Correct name to \"{name}\"?"
msgstr "Недопустимое имя. Исправить на «{name}»?"

#: Sources/Features/Errors/ErrorReport.swift:92
msgid "Invalid display name: it needs at least one letter, number or symbol."
msgstr "Недопустимое имя: нужна хотя бы одна буква, цифра или символ."

#: Sources/PlainFace/PlainApp+Onboarding.swift:199
msgid "Language"
msgstr "Язык"

#: Sources/PlainFace/PlainApp+Onboarding.swift:182
msgid "Language ({language})"
msgstr "Язык ({language})"

#: Sources/CommandLineFace/LanguageCommand.swift:15
msgid "Language: {language} (chosen in Threshold; 'threshold language system' follows LANG again)."
msgstr "Язык: {language} (выбран в Threshold; 'threshold language system' снова берёт его из LANG)."

#: Sources/CommandLineFace/LanguageCommand.swift:17
msgid "Language: {language} (from the environment: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."
msgstr "Язык: {language} (из окружения: LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:203
msgid "Language: {language}."
msgstr "Язык: {language}."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:35
msgid "Legal name"
msgstr "Юридическое название"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:39
msgid "Loading the conditions…"
msgstr "Загрузка условий…"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:18
msgid "Loading…"
msgstr "Загрузка…"

#: Sources/Features/Chats/ChatTranscript.swift:46
msgid "Marked {count} message as read."
msgid_plural "Marked {count} messages as read."
msgstr[0] "{count} сообщение отмечено как прочитанное."
msgstr[1] "{count} сообщения отмечены как прочитанные."
msgstr[2] "{count} сообщений отмечено как прочитанные."

#: Sources/PlainFace/PlainApp.swift:95
msgid "Menu"
msgstr "Меню"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:21
msgid "Messages only while the app is open."
msgstr "Сообщения — только пока приложение открыто."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:33
msgid "Migrate from another device"
msgstr "Перенести с другого устройства"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:32
msgid "Migrate to another device"
msgstr "Перенести на другое устройство"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:91
msgid "Migration complete"
msgstr "Перенос завершён"

#: Sources/Features/Profiles/ProfileAction.swift:25
msgid "Mute"
msgstr "Выключить звук"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Muted \"{name}\": it will not notify."
msgstr "«{name}»: уведомления выключены."

#: Sources/Features/Profiles/Notice.swift:16
msgid "Muted profile"
msgstr "Профиль без звука"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:34
msgid "Needs a letter, number or symbol."
msgstr "Нужна буква, цифра или символ."

#: Sources/CommandLineFace/ProfilesCommand.swift:56
msgid "New bio (not shown): "
msgstr "Новое описание (не отображается): "

#: Sources/Features/Errors/ErrorReport.swift:140
msgid "No chat receives on this server queue."
msgstr "Ни один чат не получает сообщения из этой очереди сервера."

#: Sources/Features/Errors/ErrorReport.swift:138
msgid "No chat with \"{name}\" in the active profile."
msgstr "В активном профиле нет чата с «{name}»."

#: Sources/TerminalFace/Home/ChatListScreen.swift:19
msgid "No chats yet."
msgstr "Чатов пока нет."

#: Sources/Features/Onboarding/NotificationsStep.swift:23
msgid "No device token!"
msgstr "Нет токена устройства!"

#: Sources/Features/Profiles/ProfilesText.swift:8
msgid "No matching profiles."
msgstr "Подходящих профилей нет."

#: Sources/Features/Chats/ChatTranscript.swift:41
msgid "No messages yet."
msgstr "Сообщений пока нет."

#: Sources/Features/Errors/ErrorReport.swift:149
msgid "No operator with id \"{id}\". See 'threshold operators list'."
msgstr "Нет оператора с идентификатором «{id}». См. 'threshold operators list'."

#: Sources/CommandLineFace/ProfilesCommand.swift:103
msgid "No profile is left: the app starts with onboarding again."
msgstr "Профилей не осталось: приложение снова начнёт с первоначальной настройки."

#: Sources/Features/Errors/ErrorReport.swift:95
msgid "No profile named \"{name}\"."
msgstr "Профиля с именем «{name}» нет."

#: Sources/CommandLineFace/ProfilesCommand.swift:115
msgid "No profiles. Create one with: threshold profiles create NAME"
msgstr "Профилей нет. Создайте профиль командой: threshold profiles create NAME"

#: Sources/Features/Migration/MigrationImportText.swift:21
msgid "Nothing on this device was changed."
msgstr "На этом устройстве ничего не изменено."

#: Sources/CommandLineFace/ProfilesCommand.swift:42
msgid "Nothing to change: give --name N (or --name-stdin) and/or --bio B (or --bio-stdin)."
msgstr "Нечего менять: укажите --name N (или --name-stdin) и/или --bio B (или --bio-stdin)."

#: Sources/PlainFace/PlainApp+Onboarding.swift:142
msgid "Notification mode"
msgstr "Режим уведомлений"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgid "Notifications"
msgstr "Уведомления"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Notifications ({mode})"
msgstr "Уведомления ({mode})"

#: Sources/Features/Onboarding/NotificationsStep.swift:26
msgid "Notifications will start once the device provides a push token. Your choice is saved."
msgstr "Уведомления начнут приходить, когда устройство выдаст push-токен. Ваш выбор сохранён."

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:101
msgid "OK"
msgstr "ОК"

#: Sources/Features/Onboarding/NotificationsStep.swift:13
msgid "Off: no push notifications; messages are received only while the app is open."
msgstr "Выкл.: без push-уведомлений; сообщения приходят, только пока приложение открыто."

#: Sources/Features/Text/ScreenText.swift:13
msgid "On the other device, export with Settings or `threshold migrate export`, then paste the link it shows here. If the archive is not where the link says (another folder, a USB stick), you are asked where it is."
msgstr "На другом устройстве выполните экспорт в настройках или командой `threshold migrate export`, затем вставьте сюда показанную ссылку. Если архив лежит не там, где указано в ссылке (в другой папке, на USB-накопителе), программа спросит, где он."

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:27
msgid "Operators"
msgstr "Операторы"

#: Sources/PlainFace/PlainApp+Onboarding.swift:181
msgid "Operators and conditions"
msgstr "Операторы и условия"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:73
msgid "Passcode"
msgstr "Код доступа"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:71
msgid "Passcode of the other device"
msgstr "Код доступа другого устройства"

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:16
msgid "Paste or type the link  Tab move  Enter import  Esc back"
msgstr "Вставьте или введите ссылку  Tab перейти  Enter импорт  Esc назад"

#: Sources/Features/Onboarding/NotificationsStep.swift:12
msgid "Periodic: new messages are checked every {count} minute; battery-friendly."
msgid_plural "Periodic: new messages are checked every {count} minutes; battery-friendly."
msgstr[0] "Периодически: новые сообщения проверяются раз в {count} минуту; бережёт батарею."
msgstr[1] "Периодически: новые сообщения проверяются раз в {count} минуты; бережёт батарею."
msgstr[2] "Периодически: новые сообщения проверяются раз в {count} минут; бережёт батарею."

#: Sources/Features/Errors/ErrorReport.swift:193
msgid "Permission denied: {detail} Check the owner and mode of the data directory."
msgstr "Доступ запрещён: {detail} Проверьте владельца и права каталога данных."

#: Sources/Features/Onboarding/ConditionsStep.swift:8
msgid "Private chats, groups and your contacts are not accessible to server operators."
msgstr "Операторы серверов не имеют доступа к личным чатам, группам и вашим контактам."

#: Sources/PlainFace/PlainApp+Onboarding.swift:82
msgid "Profile \"{name}\" created."
msgstr "Профиль «{name}» создан."

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:29
msgid "Push notifications"
msgstr "Push-уведомления"

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Quit"
msgstr "Выйти"

#: Sources/PlainFace/PlainApp.swift:92
msgid "Read a chat"
msgstr "Прочитать чат"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:28
msgid "Required."
msgstr "Обязательное поле."

#: Sources/PlainFace/PlainApp+Onboarding.swift:111
msgid "Retry loading the conditions"
msgstr "Загрузить условия снова"

#: Sources/Features/Onboarding/ConditionsStep.swift:100
msgid "Retry loading the conditions first."
msgstr "Сначала повторите загрузку условий."

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:37
msgid "Roles"
msgstr "Роли"

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Run 'threshold --help' for the list."
msgstr "Список команд: 'threshold --help'."

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:46
msgid "Saving…"
msgstr "Сохранение…"

#: Sources/Features/Profiles/ProfilesText.swift:6
msgid "Search or enter password"
msgstr "Поиск или пароль"

#: Sources/Features/Errors/ErrorReport.swift:148
msgid "Select at least one operator to accept the conditions."
msgstr "Выберите хотя бы одного оператора, чтобы принять условия."

#: Sources/PlainFace/PlainApp+Onboarding.swift:125
msgid "Select at least one operator."
msgstr "Выберите хотя бы одного оператора."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:34
msgid "Server operators"
msgstr "Операторы серверов"

#: Sources/Features/Errors/ErrorReport.swift:115
msgid "Set a passcode first: threshold lock set."
msgstr "Сначала задайте код доступа: threshold lock set."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:8
msgid "Settings"
msgstr "Настройки"

#: Sources/PlainFace/PlainApp+Onboarding.swift:58
msgid "Skip"
msgstr "Пропустить"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:57
msgid "Space toggle  ←→ operator  Esc close"
msgstr "Пробел отметить  ←→ оператор  Esc закрыть"

#: Sources/TerminalFace/Runtime/OnboardingWorker.swift:113
msgid "Step {index} of {total}"
msgstr "Шаг {index} из {total}"

#: Sources/Features/Profiles/ProfileAction.swift:23
msgid "Switch to this profile"
msgstr "Переключиться на этот профиль"

#: Sources/PlainFace/PlainApp.swift:93
msgid "Switch to {name}"
msgstr "Переключиться на {name}"

#: Sources/PlainFace/PlainApp.swift:93
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

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:12
msgid "Tab next  Enter next/save  Esc back"
msgstr "Tab далее  Enter далее/сохранить  Esc назад"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:48
msgid "Tell your contacts about you"
msgstr "Расскажите о себе контактам"

#: Sources/PlainFace/PlainApp+Onboarding.swift:75
msgid "That bio is {size}/{limit} bytes; make it shorter."
msgstr "Текст «О себе» занимает {size}/{limit} байт; сократите его."

#: Sources/Features/Migration/MigrationImportText.swift:13
msgid "That is not the other device's passcode."
msgstr "Это не код доступа другого устройства."

#: Sources/Features/Errors/ErrorReport.swift:96
msgid "The active profile can't be deleted. Switch to another profile first."
msgstr "Активный профиль нельзя удалить. Сначала переключитесь на другой профиль."

#: Sources/Features/Errors/ErrorReport.swift:97
msgid "The active profile can't be hidden. Switch to another profile first."
msgstr "Активный профиль нельзя скрыть. Сначала переключитесь на другой профиль."

#: Sources/Features/Migration/MigrationImportText.swift:10
msgid "The archive comes from a device locked with a passcode. Type that passcode to keep this device locked with it, or leave it empty to import without it."
msgstr "Архив создан на устройстве, заблокированном кодом доступа. Введите этот код, чтобы это устройство тоже было защищено им, или оставьте поле пустым, чтобы импортировать без него."

#: Sources/Features/Errors/ErrorReport.swift:118
msgid "The attempt limit must be a whole number from 1 to {limit}, or off."
msgstr "Лимит попыток — целое число от 1 до {limit} или off."

#: Sources/Features/Errors/ErrorReport.swift:94
msgid "The bio is {size} bytes; the limit is {limit} bytes."
msgstr "Текст «О себе» занимает {size} байт; предел — {limit} байт."

#: Sources/Features/Errors/ErrorReport.swift:62
msgid "The brand file can't be used:"
msgstr "Файл бренда нельзя использовать:"

#: Sources/Features/Errors/ErrorReport.swift:172
msgid "The data is in use by another Threshold process. Try again when it is done."
msgstr "Данные заняты другим процессом Threshold. Повторите попытку, когда он завершится."

#: Sources/Features/Errors/ErrorReport.swift:177
msgid "The database can't be opened ({detail}). Check that the data directory is yours and writable."
msgstr "Не удаётся открыть базу данных ({detail}). Проверьте, что каталог данных принадлежит вам и доступен для записи."

#: Sources/Features/Errors/ErrorReport.swift:174
msgid "The database file is damaged or not a Threshold database. It was not changed."
msgstr "Файл базы данных повреждён или не является базой Threshold. Он не изменён."

#: Sources/Features/Errors/ErrorReport.swift:129
msgid "The key file could not be written ({reason}). The previous settings are still in force."
msgstr "Не удалось записать файл ключа ({reason}). Прежние настройки по-прежнему действуют."

#: Sources/Features/Errors/ErrorReport.swift:124
msgid "The key file threshold.key beside the database can't be read: {reason}. Nothing was changed or erased."
msgstr "Не удаётся прочитать файл ключа threshold.key рядом с базой данных: {reason}. Ничего не изменено и не стёрто."

#: Sources/Features/Errors/ErrorReport.swift:122
msgid "The key file threshold.key beside the database is damaged or from a newer version of Threshold. Nothing was changed or erased; restore the file from a backup, or update Threshold."
msgstr "Файл ключа threshold.key рядом с базой данных повреждён или создан более новой версией Threshold. Ничего не изменено и не стёрто; восстановите файл из резервной копии или обновите Threshold."

#: Sources/Features/Errors/ErrorReport.swift:98
msgid "The last visible profile can't be hidden. Create another profile first."
msgstr "Последний видимый профиль нельзя скрыть. Сначала создайте ещё один профиль."

#: Sources/Features/Onboarding/CreateProfileStep.swift:29
msgid "The name needs at least one letter, number or symbol."
msgstr "В имени должна быть хотя бы одна буква, цифра или символ."

#: Sources/Features/Errors/ErrorReport.swift:116
msgid "The passcode and the self-destruct passcode must differ. Choose another one."
msgstr "Код доступа и код самоуничтожения должны различаться. Выберите другой."

#: Sources/Features/Lock/NewPasscode.swift:20
msgid "The passcode can't start or end with a space."
msgstr "Код доступа не может начинаться или заканчиваться пробелом."

#: Sources/Features/Errors/ErrorReport.swift:130
msgid "The passcode is on, so the data is protected by it. Turn it off first (threshold lock clear) to choose another level."
msgstr "Код доступа включён, и данные защищены им. Сначала отключите его (threshold lock clear), чтобы выбрать другой уровень."

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

#: Sources/Features/Errors/ErrorReport.swift:119
msgid "The two passcodes typed differ. Nothing was changed; try again."
msgstr "Введённые коды не совпадают. Ничего не изменено; попробуйте ещё раз."

#: Sources/CommandLineFace/ProfilesCommand.swift:73
msgid "The two passwords differ; nothing was changed."
msgstr "Пароли не совпадают; ничего не изменено."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:36
msgid "Theme"
msgstr "Тема"

#: Sources/Features/Errors/ErrorReport.swift:139
msgid "There is no active profile. Create one first."
msgstr "Активного профиля нет. Сначала создайте профиль."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:83
msgid "This build has no interactive app. Run 'threshold --help' for the commands."
msgstr "В этой сборке нет интерактивного приложения. Список команд: 'threshold --help'."

#: Sources/Features/Errors/ErrorReport.swift:170
msgid "This data was written by a newer version of Threshold. Update Threshold; the data was not changed."
msgstr "Эти данные записаны более новой версией Threshold. Обновите Threshold; данные не изменены."

#: Sources/Features/Migration/MigrationImportText.swift:19
msgid "This device already holds data. Replace it with the imported data?"
msgstr "На этом устройстве уже есть данные. Заменить их импортированными?"

#: Sources/Features/Errors/ErrorReport.swift:104
msgid "This hidden profile's sealed data is damaged and can't be read."
msgstr "Запечатанные данные этого скрытого профиля повреждены и не читаются."

#: Sources/Features/Lock/NewPasscode.swift:31
msgid "This passcode is short. Whoever copies the data directory can try passcodes offline, one scrypt run each: all 4-digit codes fall in minutes, all 6-digit codes within hours (docs/security.md). A passphrase of several words is far stronger."
msgstr "Этот код короткий. Тот, кто скопирует папку данных, сможет перебирать коды без сети, по одному запуску scrypt на код: все 4-значные коды подбираются за минуты, все 6-значные — за часы (docs/security.md). Фраза из нескольких слов гораздо надёжнее."

#: Sources/Features/Errors/ErrorReport.swift:102
msgid "This profile is already hidden."
msgstr "Этот профиль уже скрыт."

#: Sources/Features/Errors/ErrorReport.swift:103
msgid "This profile is not hidden."
msgstr "Этот профиль не скрыт."

#: Sources/Features/Errors/ErrorReport.swift:126
msgid "Threshold could not finish setting up its data ({reason}). Make the data folder writable or free some space, then start Threshold again: it finishes then."
msgstr "Threshold не смог до конца подготовить свои данные ({reason}). Сделайте папку данных доступной для записи или освободите место, затем снова запустите Threshold: тогда подготовка завершится."

#: Sources/Features/Text/ScreenText.swift:5
msgid "Threshold has no user identifiers: your profiles live on this device and are shared only with the contacts you choose. Servers relay messages without knowing who talks to whom, and anybody can host one."
msgstr "В Threshold нет идентификаторов пользователей: ваши профили хранятся на этом устройстве и доступны только выбранным вами контактам. Серверы передают сообщения, не зная, кто с кем общается, и запустить сервер может любой."

#: Sources/Features/Errors/ErrorReport.swift:157
msgid "Threshold is already running on {directory} (the app, or a command replacing its data). Quit it first, or use another --data-dir; nothing was changed."
msgstr "Threshold уже работает с {directory} (приложение или команда, заменяющая его данные). Сначала завершите его или укажите другой --data-dir; ничего не изменено."

#: Sources/Features/Errors/ErrorReport.swift:113
msgid "Threshold is locked. Type the passcode at the prompt on a terminal, or give it on the first line of standard input with --passcode-stdin."
msgstr "Threshold заблокирован. Введите код доступа в терминале по запросу или передайте его первой строкой стандартного ввода с --passcode-stdin."

#: Sources/Features/Profiles/Notice.swift:27
msgid "To reveal a hidden profile, enter its full password in the search field of \"Your chat profiles\"."
msgstr "Чтобы показать скрытый профиль, введите его полный пароль в поле поиска на экране «Ваши профили»."

#: Sources/Features/Errors/ErrorReport.swift:131
msgid "Too many operator and onboarding choices to keep through a self-destruct. Nothing was changed."
msgstr "Слишком много выборов операторов и настройки, чтобы сохранить их при самоуничтожении. Ничего не изменено."

#: Sources/CommandLineFace/ProfilesCommand.swift:125
msgid "Total unread: {count}"
msgstr "Всего непрочитанных: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:34
msgid "Trade name"
msgstr "Торговое название"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:12
msgid "Type a name or password  ↑↓ choose  Enter actions  Esc back"
msgstr "Введите имя или пароль  ↑↓ выбрать  Enter действия  Esc назад"

#: Sources/PlainFace/PlainApp.swift:70
msgid "Type a number from 0 to {last}."
msgstr "Введите число от 0 до {last}."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:13
msgid "Type the passcode  Enter continue  Esc stop the import"
msgstr "Введите код  Enter продолжить  Esc остановить импорт"

#: Sources/Features/Lock/NewPasscode.swift:22
msgid "Type the passcode again."
msgstr "Введите код доступа ещё раз."

#: Sources/TerminalFace/MigrationImport/MigrationImportScreen.swift:15
msgid "Type the path  Enter import  Esc back to the link"
msgstr "Введите путь  Enter импортировать  Esc назад к ссылке"

#: Sources/Features/Errors/ErrorReport.swift:83
msgid "Unexpected error: {type}."
msgstr "Непредвиденная ошибка: {type}."

#: Sources/Features/Profiles/ProfileAction.swift:28
msgid "Unhide"
msgstr "Показать снова"

#: Sources/CommandLineFace/CommandCatalog.swift:134
msgid "Unknown command \"{command}\"."
msgstr "Неизвестная команда «{command}»."

#: Sources/CommandLineFace/ThresholdCommandLine.swift:119
msgid "Unknown command \"{command}\". Run 'threshold --help' for the list."
msgstr "Неизвестная команда «{command}». Список команд: 'threshold --help'."

#: Sources/CommandLineFace/CommandCatalog.swift:135
msgid "Unknown {group} command \"{command}\"."
msgstr "Неизвестная команда {group}: «{command}»."

#: Sources/Features/Profiles/ProfilesText.swift:15
msgid "Unlock to look for hidden profiles…"
msgstr "Разблокировать, чтобы искать скрытые профили…"

#: Sources/Features/Profiles/ProfileAction.swift:26
msgid "Unmute"
msgstr "Включить звук"

#: Sources/CommandLineFace/ProfilesCommand.swift:66
msgid "Unmuted \"{name}\"."
msgstr "Уведомления «{name}» снова включены."

#: Sources/CommandLineFace/ProfilesCommand.swift:62
msgid "Updated \"{name}\"."
msgstr "«{name}» обновлён."

#: Sources/CommandLineFace/CommandCatalog.swift:137
msgid "Usage:"
msgstr "Использование:"

#: Sources/Features/Onboarding/NotificationsStep.swift:70
msgid "Use chat"
msgstr "Перейти к чатам"

#: Sources/TerminalFace/Onboarding/ConditionsSheets.swift:53
msgid "Use this operator"
msgstr "Использовать этого оператора"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:55
msgid "View conditions"
msgstr "Посмотреть условия"

#: Sources/Features/Onboarding/ConditionsStep.swift:99
msgid "Waiting for the conditions to load."
msgstr "Ожидание загрузки условий."

#: Sources/PlainFace/PlainApp+Onboarding.swift:42
msgid "Welcome"
msgstr "Добро пожаловать"

#: Sources/TerminalFace/Settings/SettingsEntry.swift:35
msgid "What's new"
msgstr "Что нового"

#: Sources/Features/Migration/MigrationImportText.swift:7
msgid "Where is the archive on this device? Its path (empty to go back): "
msgstr "Где архив на этом устройстве? Путь к нему (пусто — назад): "

#: Sources/Features/Migration/MigrationImportText.swift:5
msgid "Where is the archive on this device? Its path:"
msgstr "Где архив на этом устройстве? Путь к нему:"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:30
msgid "Will be saved as: {name}"
msgstr "Будет сохранено как: {name}"

#: Sources/TerminalFace/Home/ChatListScreen.swift:36
msgid "Working…"
msgstr "Выполняется…"

#: Sources/Features/Errors/ErrorReport.swift:114
msgid "Wrong passcode."
msgstr "Неверный код доступа."

#: Sources/Features/Onboarding/CreateProfileStep.swift:27
msgid "You already have a chat profile with the same display name (\"{name}\"). Please choose another name."
msgstr "У вас уже есть профиль с таким же отображаемым именем («{name}»). Выберите другое имя."

#: Sources/PlainFace/PlainApp+Onboarding.swift:17
msgid "You're all set."
msgstr "Всё готово."

#: Sources/TerminalFace/Settings/SettingsEntry.swift:29
msgid "Your chat profiles"
msgstr "Ваши профили"

#: Sources/Features/Migration/MigrationImportText.swift:24
msgid "Your data from the other device is here. Finalize the migration on the other device (threshold migrate finalize): using both devices breaks message delivery."
msgstr "Ваши данные с другого устройства теперь здесь. Завершите перенос на другом устройстве (threshold migrate finalize): если пользоваться обоими, сообщения перестанут доходить как надо."

#: Sources/Features/Text/ScreenText.swift:8
msgid "Your profile is stored on your device and shared only with your contacts."
msgstr "Профиль хранится на вашем устройстве и доступен только вашим контактам."

#: Sources/Features/Profiles/ProfileAction.swift:62
msgid "active"
msgstr "активен"

#: Sources/TerminalFace/Profiles/ProfilesScreen.swift:84
msgid "hidden"
msgstr "скрыт"

#: Sources/TerminalFace/Home/ChatListScreen.swift:44
msgid "muted"
msgstr "без звука"

#: Sources/CommandLineFace/ProfilesCommand.swift:102
msgid "{count} server deletion queued in the outbox."
msgid_plural "{count} server deletions queued in the outbox."
msgstr[0] "{count} запрос на удаление с сервера поставлен в очередь отправки."
msgstr[1] "{count} запроса на удаление с сервера поставлены в очередь отправки."
msgstr[2] "{count} запросов на удаление с сервера поставлено в очередь отправки."

#: Sources/PlainFace/PlainApp.swift:87
msgid "{count} unread"
msgstr "непрочитанных: {count}"

#: Sources/TerminalFace/Settings/SettingsScreen.swift:22
msgid "{count} visible"
msgstr "видимых: {count}"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:82
msgid "{position} of {total}"
msgstr "{position} из {total}"

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

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:13
msgid "↑↓ move  Space toggle  Enter choose  v view conditions"
msgstr "↑↓ перейти  Пробел отметить  Enter выбрать  v условия"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:32
msgid "✓ Valid name"
msgstr "✓ Имя подходит"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:68
msgctxt "button"
msgid "Accept"
msgstr "Принять"

#: Sources/TerminalFace/Onboarding/OnboardingState.swift:97
msgctxt "button"
msgid "Cancel"
msgstr "Отмена"

#: Sources/TerminalFace/Onboarding/NotificationsScreen.swift:71
msgctxt "button"
msgid "Close"
msgstr "Закрыть"

#: Sources/TerminalFace/Onboarding/OnboardingProfileScreen.swift:53
msgctxt "button"
msgid "Create"
msgstr "Создать"

#: Sources/TerminalFace/Profiles/AppUpdate+Profiles.swift:208
msgctxt "button"
msgid "Delete"
msgstr "Удалить"

#: Sources/TerminalFace/Onboarding/ConditionsScreen.swift:46
msgctxt "button"
msgid "Retry"
msgstr "Повторить"

#: Sources/TerminalFace/Profiles/CreateProfileScreen.swift:48
msgctxt "button"
msgid "Save"
msgstr "Сохранить"

#: Sources/Features/Chats/ChatTranscript.swift:42
msgctxt "message sender"
msgid "You"
msgstr "Вы"

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

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "Off"
msgstr "Выкл."

#: Sources/TerminalFace/Settings/SettingsScreen.swift:24
msgctxt "state"
msgid "On"
msgstr "Вкл."

#: Sources/Features/Desktop
msgid "Appearance"
msgstr "Оформление"

#: Sources/Features/Desktop
msgid "Migration"
msgstr "Перенос"

#: Sources/Features/Desktop
msgid "Light or dark, as the desktop is set."
msgstr "Светлое или тёмное — как настроен рабочий стол."

#: Sources/Features/Desktop
msgid "Version {version}"
msgstr "Версия {version}"

#: Sources/Features/Desktop
msgid "Set passcode"
msgstr "Задать код доступа"

#: Sources/Features/Desktop
msgid "Change passcode"
msgstr "Изменить код доступа"

#: Sources/Features/Desktop
msgid "Turn off the passcode"
msgstr "Отключить код доступа"

#: Sources/Features/Desktop
msgid "Self-destruct passcode"
msgstr "Код самоуничтожения"

#: Sources/Features/Desktop
msgid "On: opens a new profile named {name}"
msgstr "Включён: откроется новый профиль «{name}»"

#: Sources/Features/Desktop
msgid "Set self-destruct passcode"
msgstr "Задать код самоуничтожения"

#: Sources/Features/Desktop
msgid "Remove self-destruct passcode"
msgstr "Удалить код самоуничтожения"

#: Sources/Features/Desktop
msgid "Entered at any passcode prompt, it wipes all data and opens a new profile with this name. It must differ from the passcode."
msgstr "Если ввести его при любом запросе кода доступа, все данные будут стёрты и откроется новый профиль с этим именем. Он должен отличаться от кода доступа."

#: Sources/Features/Desktop
msgid "Display name of the new profile"
msgstr "Отображаемое имя нового профиля"

#: Sources/Features/Desktop
msgid "Wipe after wrong passcodes"
msgstr "Стирать после неверных кодов"

#: Sources/Features/Desktop
msgid "After {count} wrong passcode in a row"
msgid_plural "After {count} wrong passcodes in a row"
msgstr[0] "После {count} неверного кода подряд"
msgstr[1] "После {count} неверных кодов подряд"
msgstr[2] "После {count} неверных кодов подряд"

#: Sources/Features/Desktop
msgid "After this many wrong passcodes in a row (1 to {limit}), all data on this device is wiped. Empty: never."
msgstr "После стольких неверных кодов подряд (от 1 до {limit}) все данные на этом устройстве будут стёрты. Пусто — никогда."

#: Sources/Features/Desktop
msgid "Wrong passcodes before wiping"
msgstr "Неверных кодов до стирания"

#: Sources/Features/Desktop
msgid "Protection"
msgstr "Защита"

#: Sources/Features/Desktop
msgid "A passcode (the app lock)"
msgstr "Код доступа (блокировка приложения)"

#: Sources/Features/Desktop
msgid "The desktop keyring"
msgstr "Связка ключей рабочего стола"

#: Sources/Features/Desktop
msgid "A key file beside the data (no passcode)"
msgstr "Файл ключа рядом с данными (без кода доступа)"

#: Sources/Features/Desktop
msgid "The passcode is on, so the data is protected by it. Turn it off first to choose another level."
msgstr "Код доступа включён, поэтому данные защищены им. Чтобы выбрать другой уровень, сначала отключите его."

#: Sources/Features/Desktop
msgid "Enter your passcode"
msgstr "Введите код доступа"

#: Sources/Features/Desktop
msgid "Changing the app lock asks for the passcode every time."
msgstr "Для изменения блокировки приложения код доступа запрашивается каждый раз."

#: Sources/Features/Desktop
msgid "New passcode"
msgstr "Новый код доступа"

#: Sources/Features/Desktop
msgid "Type it again"
msgstr "Введите ещё раз"

#: Sources/Features/Desktop
msgid "Turn off"
msgstr "Отключить"

#: Sources/Features/Desktop
msgid "Remove"
msgstr "Удалить"

#: Sources/Features/Desktop
msgid "Threshold will open without a passcode, and the self-destruct passcode and the attempt limit are removed with it."
msgstr "Threshold будет открываться без кода доступа; код самоуничтожения и ограничение попыток будут удалены вместе с ним."

#: Sources/Features/Desktop
msgid "Saved."
msgstr "Сохранено."

#: Sources/Features/Desktop
msgid "Newer"
msgstr "Новее"

#: Sources/Features/Desktop
msgid "Older"
msgstr "Старее"

#: Sources/Features/Desktop
msgid "Version {version}: {title}"
msgstr "Версия {version}: {title}"

#: Sources/Features/Desktop
msgid "No release notes in this app."
msgstr "В этом приложении нет описания версий."

#: Sources/Features/Desktop
msgid "Export makes one encrypted archive of all your profiles and chats on this device. The other device imports it with the link (or its QR code); the link holds the archive's key, so show it to nobody else."
msgstr "Экспорт создаёт один зашифрованный архив всех ваших профилей и чатов на этом устройстве. Другое устройство импортирует его по ссылке (или её QR-коду); в ссылке есть ключ архива, поэтому не показывайте её никому."

#: Sources/Features/Desktop
msgid "Export"
msgstr "Экспортировать"

#: Sources/Features/Desktop
msgid "Exporting…"
msgstr "Экспорт…"

#: Sources/Features/Desktop
msgid "Importing…"
msgstr "Импорт…"

#: Sources/Features/Desktop
msgid "{done} of {total}"
msgstr "{done} из {total}"

#: Sources/Features/Desktop
msgid "The archive is ready. On the other device, choose Migrate from another device and scan the code or paste the link."
msgstr "Архив готов. На другом устройстве выберите «Перенести с другого устройства» и отсканируйте код или вставьте ссылку."

#: Sources/Features/Desktop
msgid "QR code of the migration link"
msgstr "QR-код ссылки для переноса"

#: Sources/Features/Desktop
msgid "Migration link"
msgstr "Ссылка для переноса"

#: Sources/Features/Desktop
msgid "Copy link"
msgstr "Копировать ссылку"

#: Sources/Features/Desktop
msgid "Link copied."
msgstr "Ссылка скопирована."

#: Sources/Features/Desktop
msgid "Archive: {path}"
msgstr "Архив: {path}"

#: Sources/Features/Desktop
msgid "Finalize the migration"
msgstr "Завершить перенос"

#: Sources/Features/Desktop
msgid "Keep using this device"
msgstr "Продолжить на этом устройстве"

#: Sources/Features/Desktop
msgid "Delete local data"
msgstr "Удалить локальные данные"

#: Sources/Features/Desktop
msgid "Using Threshold on both devices breaks message delivery: keep using only the new one."
msgstr "Если пользоваться Threshold на обоих устройствах, доставка сообщений нарушится: пользуйтесь только новым."

#: Sources/Features/Desktop
msgid "Delete local data?"
msgstr "Удалить локальные данные?"

#: Sources/Features/Desktop
msgid "Every profile, chat and key on this device, and the exported archive here, will be deleted. Import the archive on the other device first. This can't be undone."
msgstr "Все профили, чаты и ключи на этом устройстве, а также экспортированный здесь архив будут удалены. Сначала импортируйте архив на другом устройстве. Это нельзя отменить."

#: Sources/Features/Desktop
msgid "Local data deleted"
msgstr "Локальные данные удалены"

#: Sources/Features/Desktop
msgid "{count} file or folder was removed. Threshold can be closed now."
msgid_plural "{count} files and folders were removed. Threshold can be closed now."
msgstr[0] "Удалён {count} файл или папка. Теперь Threshold можно закрыть."
msgstr[1] "Удалено {count} файла и папки. Теперь Threshold можно закрыть."
msgstr[2] "Удалено {count} файлов и папок. Теперь Threshold можно закрыть."

#: Sources/Features/Desktop
msgid "Paste the migration link"
msgstr "Вставьте ссылку для переноса"

#: Sources/Features/Desktop
msgid "Choose the archive…"
msgstr "Выбрать архив…"

#: Sources/Features/Desktop
msgid "Choose the archive"
msgstr "Выбор архива"

#: Sources/Features/Desktop
msgid "Open"
msgstr "Открыть"

#: Sources/Features/Desktop
msgid "Import"
msgstr "Импортировать"

#: Sources/Features/Desktop
msgid "Replace"
msgstr "Заменить"

#: Sources/Features/Desktop
msgid "Import without it"
msgstr "Импортировать без него"

#: Sources/Features/Desktop
msgid "Stop the import"
msgstr "Остановить импорт"

#: Sources/Features/Desktop
msgid "Open your chats"
msgstr "Открыть чаты"

#: Sources/Features/Desktop
msgid "{count} new message"
msgid_plural "{count} new messages"
msgstr[0] "{count} новое сообщение"
msgstr[1] "{count} новых сообщения"
msgstr[2] "{count} новых сообщений"

#: Sources/Features/Desktop
msgid "{count} / {limit} bytes"
msgstr "{count} / {limit} байт"

#: Sources/Features/Desktop
msgid "Not now"
msgstr "Не сейчас"

#: Sources/Features/Desktop
msgid "{name} will be shown only when its password is typed in the search field. It is muted while hidden."
msgstr "{name} будет виден, только если ввести его пароль в поле поиска. Пока профиль скрыт, он без звука."

#: Sources/Features/Desktop
msgid "Password"
msgstr "Пароль"

#: Sources/Features/Desktop
msgid "Confirm password"
msgstr "Подтвердите пароль"

#: Sources/Features/Desktop
msgid "Hide"
msgstr "Скрыть"

#: Sources/Features/Desktop
msgid "Active profile"
msgstr "Активный профиль"

#: Sources/Features/Desktop
msgid "Hidden profile"
msgstr "Скрытый профиль"

#: Sources/Features/Desktop
msgid "{count} unread message"
msgid_plural "{count} unread messages"
msgstr[0] "{count} непрочитанное сообщение"
msgstr[1] "{count} непрочитанных сообщения"
msgstr[2] "{count} непрочитанных сообщений"

#: Sources/Features/Desktop
msgid "Profile actions"
msgstr "Действия с профилем"

#: Sources/Features/Desktop
msgid "Threshold is locked"
msgstr "Threshold заблокирован"

#: Sources/Features/Desktop
msgid "Enter your passcode to open your profiles."
msgstr "Введите код доступа, чтобы открыть профили."

#: Sources/Features/Desktop
msgid "Unlock"
msgstr "Разблокировать"

#: Sources/Features/Desktop
msgid "Threshold is already open"
msgstr "Threshold уже открыт"

#: Sources/Features/Desktop
msgid "Threshold can't open its data"
msgstr "Threshold не может открыть свои данные"

#: Sources/Features/Desktop
msgid "Error"
msgstr "Ошибка"

#: Sources/Features/Desktop
msgid "{option} needs a value."
msgstr "Для {option} нужно значение."

#: Sources/Features/Desktop
msgid "Unknown option {option}."
msgstr "Неизвестный параметр {option}."

"""#),
    ]
}
