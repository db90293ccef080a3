/// The JSON text of Threshold's built-in brand, in English (the default) and de, fr, es, ru, ja, ar, fa, tr.
/// Documented in docs/brand.md.
enum BuiltInBrandText {
    static let json = #"""
    {
      "formatVersion": 1,
      "appName": "Threshold",
      "tagline": {
        "en": "The future of messaging",
        "de": "Die Zukunft des Messagings",
        "fr": "L’avenir de la messagerie",
        "es": "El futuro de la mensajería",
        "ru": "Будущее обмена сообщениями",
        "ja": "メッセージングの未来",
        "ar": "مستقبل المراسلة",
        "uk": "Майбутнє обміну повідомленнями",
        "zh_CN": "即时通讯的未来",
        "fa": "آیندهٔ پیام‌رسانی",
        "tr": "Mesajlaşmanın geleceği"
      },
      "logo": {
        "light": [
          "┌─────┐",
          "│ ▐█▌ │  ▀█▀ █ █ █▀█ █▀▀ █▀▀ █ █ █▀█ █   █▀▄",
          "│ ▐█▌ │   █  █▀█ █▀▄ █▀▀ ▀▀█ █▀█ █ █ █   █ █",
          "└──▀──┘   ▀  ▀ ▀ ▀ ▀ ▀▀▀ ▀▀▀ ▀ ▀ ▀▀▀ ▀▀▀ ▀▀ "
        ],
        "dark": [
          "╔═════╗",
          "║ ░▒░ ║  ▀█▀ █ █ █▀█ █▀▀ █▀▀ █ █ █▀█ █   █▀▄",
          "║ ░▒░ ║   █  █▀█ █▀▄ █▀▀ ▀▀█ █▀█ █ █ █   █ █",
          "╚══▀══╝   ▀  ▀ ▀ ▀ ▀ ▀▀▀ ▀▀▀ ▀ ▀ ▀▀▀ ▀▀▀ ▀▀ "
        ]
      },
      "accentColor": { "light": "#2B59C3", "dark": "#7FA7FF" },
      "highlights": [
        {
          "title": {
            "en": "Privacy redefined",
            "de": "Privatsphäre neu gedacht",
            "fr": "La confidentialité réinventée",
            "es": "La privacidad, redefinida",
            "ru": "Приватность по-новому",
            "ja": "プライバシーを再定義",
            "ar": "خصوصية بمفهوم جديد",
            "uk": "Приватність по-новому",
            "zh_CN": "重新定义隐私",
            "fa": "حریم خصوصی، از نو",
            "tr": "Gizliliğe yeni bakış"
          },
          "text": {
            "en": "No user identifiers.",
            "de": "Keine Benutzerkennungen.",
            "fr": "Aucun identifiant d’utilisateur.",
            "es": "Sin identificadores de usuario.",
            "ru": "Никаких идентификаторов пользователей.",
            "ja": "ユーザー識別子はありません。",
            "ar": "لا معرّفات للمستخدمين.",
            "uk": "Жодних ідентифікаторів користувачів.",
            "zh_CN": "没有用户标识符。",
            "fa": "بدون شناسهٔ کاربری.",
            "tr": "Kullanıcı kimliği yok."
          }
        },
        {
          "title": {
            "en": "Immune to spam",
            "de": "Immun gegen Spam",
            "fr": "À l’abri du spam",
            "es": "Inmune al spam",
            "ru": "Защита от спама",
            "ja": "スパムを寄せつけない",
            "ar": "محصّن ضد الرسائل المزعجة",
            "uk": "Захист від спаму",
            "zh_CN": "远离垃圾消息",
            "fa": "در امان از هرزنامه",
            "tr": "Spam'e kapalı"
          },
          "text": {
            "en": "You decide who can connect.",
            "de": "Du entscheidest, wer sich verbinden kann.",
            "fr": "Vous décidez qui peut se connecter.",
            "es": "Tú decides quién puede conectarse.",
            "ru": "Вы решаете, кто может с вами связаться.",
            "ja": "つながる相手はあなたが決めます。",
            "ar": "أنت من يقرر من يمكنه الاتصال بك.",
            "uk": "Ви вирішуєте, хто може з вами зв’язатися.",
            "zh_CN": "由您决定谁能与您联系。",
            "fa": "شما تصمیم می‌گیرید چه کسی بتواند وصل شود.",
            "tr": "Kimin bağlanabileceğine siz karar verirsiniz."
          }
        },
        {
          "title": {
            "en": "Decentralized",
            "de": "Dezentral",
            "fr": "Décentralisé",
            "es": "Descentralizado",
            "ru": "Децентрализация",
            "ja": "分散型",
            "ar": "لامركزي",
            "uk": "Децентралізація",
            "zh_CN": "去中心化",
            "fa": "غیرمتمرکز",
            "tr": "Merkeziyetsiz"
          },
          "text": {
            "en": "Anybody can host servers.",
            "de": "Jeder kann Server betreiben.",
            "fr": "Tout le monde peut héberger des serveurs.",
            "es": "Cualquiera puede alojar servidores.",
            "ru": "Сервер может запустить каждый.",
            "ja": "誰でもサーバーを運用できます。",
            "ar": "يمكن لأي شخص استضافة الخوادم.",
            "uk": "Розмістити сервер може будь-хто.",
            "zh_CN": "任何人都可以托管服务器。",
            "fa": "هر کسی می‌تواند سرور راه بیندازد.",
            "tr": "Herkes sunucu barındırabilir."
          }
        }
      ],
      "operators": [
        {
          "id": "lumen",
          "tag": "LMN",
          "tradeName": "Lumen Relay",
          "legalName": {
            "en": "Lumen Relay Cooperative (fictional)",
            "de": "Lumen Relay Cooperative (fiktiv)",
            "fr": "Lumen Relay Cooperative (fictive)",
            "es": "Lumen Relay Cooperative (ficticia)",
            "ru": "Lumen Relay Cooperative (вымышленная организация)",
            "ja": "Lumen Relay Cooperative（架空）",
            "ar": "Lumen Relay Cooperative (اسم وهمي)",
            "uk": "Lumen Relay Cooperative (вигадана організація)",
            "zh_CN": "Lumen Relay Cooperative（虚构）",
            "fa": "Lumen Relay Cooperative (خیالی)",
            "tr": "Lumen Relay Cooperative (kurgusal)"
          },
          "serverDomains": ["smp.lumen-relay.example", "xftp.lumen-relay.example"],
          "roles": ["storage", "proxy"]
        },
        {
          "id": "harbor",
          "tag": "HBR",
          "tradeName": "Harbor Servers",
          "legalName": {
            "en": "Harbor Servers Ltd. (fictional)",
            "de": "Harbor Servers Ltd. (fiktiv)",
            "fr": "Harbor Servers Ltd. (fictive)",
            "es": "Harbor Servers Ltd. (ficticia)",
            "ru": "Harbor Servers Ltd. (вымышленная организация)",
            "ja": "Harbor Servers Ltd.（架空）",
            "ar": "Harbor Servers Ltd. (اسم وهمي)",
            "uk": "Harbor Servers Ltd. (вигадана організація)",
            "zh_CN": "Harbor Servers Ltd.（虚构）",
            "fa": "Harbor Servers Ltd. (خیالی)",
            "tr": "Harbor Servers Ltd. (kurgusal)"
          },
          "serverDomains": ["relay.harbor-servers.example"],
          "roles": ["proxy"]
        }
      ],
      "conditions": {
        "version": "2026-01",
        "text": {
          "en": "Threshold conditions of use\n\nThese conditions apply when you use the servers of the operators you enable in Threshold. They are written for people, not lawyers; they are short on purpose.\n\n1. What operators can see. Operators relay and briefly store encrypted messages. They cannot read your private chats, your groups or your contact list, and they receive no user identifiers from the app. They can see the network address a connection comes from unless you use a proxy operator.\n\n2. What operators keep. Encrypted messages are deleted once delivered, or after at most 21 days if they are never collected. Operators keep no record of who talks to whom beyond what delivery requires at that moment.\n\n3. Your part. Do not use the servers to send spam, to distribute material that is illegal where you or the operator are, or to attack the servers or other users. An operator may stop serving a queue that is abused.\n\n4. No guarantees. The servers are offered as they are. An operator may change or stop its service; you can enable another operator at any time in Settings.\n\n5. Changes. When these conditions change, the app shows you the new version and asks you to review it before it applies to you.",
          "de": "Nutzungsbedingungen von Threshold\n\nDiese Bedingungen gelten, wenn du die Server der Betreiber nutzt, die du in Threshold aktivierst. Sie sind für Menschen geschrieben, nicht für Juristen, und mit Absicht kurz.\n\n1. Was Betreiber sehen können. Betreiber leiten verschlüsselte Nachrichten weiter und speichern sie kurzzeitig. Sie können weder deine privaten Chats noch deine Gruppen oder deine Kontaktliste lesen, und sie erhalten von der App keine Benutzerkennungen. Sie können die Netzwerkadresse sehen, von der eine Verbindung kommt, es sei denn, du nutzt einen Proxy-Betreiber.\n\n2. Was Betreiber aufbewahren. Verschlüsselte Nachrichten werden gelöscht, sobald sie zugestellt sind, oder spätestens nach 21 Tagen, wenn sie nie abgeholt werden. Betreiber führen keine Aufzeichnungen darüber, wer mit wem spricht, über das hinaus, was die Zustellung im jeweiligen Moment erfordert.\n\n3. Dein Teil. Nutze die Server nicht, um Spam zu versenden, um Inhalte zu verbreiten, die an deinem Ort oder dem des Betreibers verboten sind, oder um die Server oder andere Nutzer anzugreifen. Ein Betreiber darf aufhören, eine Warteschlange zu bedienen, die missbraucht wird.\n\n4. Keine Garantien. Die Server werden so angeboten, wie sie sind. Ein Betreiber kann seinen Dienst ändern oder einstellen; du kannst jederzeit in den Einstellungen einen anderen Betreiber aktivieren.\n\n5. Änderungen. Wenn sich diese Bedingungen ändern, zeigt dir die App die neue Version und bittet dich, sie zu prüfen, bevor sie für dich gilt.",
          "fr": "Conditions d’utilisation de Threshold\n\nCes conditions s’appliquent lorsque vous utilisez les serveurs des opérateurs que vous activez dans Threshold. Elles sont écrites pour des personnes, pas pour des juristes ; elles sont courtes à dessein.\n\n1. Ce que les opérateurs peuvent voir. Les opérateurs relaient et conservent brièvement des messages chiffrés. Ils ne peuvent lire ni vos discussions privées, ni vos groupes, ni votre liste de contacts, et l’application ne leur transmet aucun identifiant d’utilisateur. Ils peuvent voir l’adresse réseau d’où provient une connexion, sauf si vous utilisez un opérateur proxy.\n\n2. Ce que les opérateurs conservent. Les messages chiffrés sont supprimés dès leur remise, ou au plus tard après 21 jours s’ils ne sont jamais récupérés. Les opérateurs ne gardent aucune trace de qui parle à qui au-delà de ce qu’exige la remise à ce moment-là.\n\n3. Votre part. N’utilisez pas les serveurs pour envoyer du spam, pour diffuser des contenus illégaux là où vous êtes ou là où se trouve l’opérateur, ni pour attaquer les serveurs ou d’autres utilisateurs. Un opérateur peut cesser de servir une file d’attente utilisée abusivement.\n\n4. Aucune garantie. Les serveurs sont proposés tels quels. Un opérateur peut modifier ou arrêter son service ; vous pouvez activer un autre opérateur à tout moment dans les Réglages.\n\n5. Modifications. Lorsque ces conditions changent, l’application vous présente la nouvelle version et vous demande de la relire avant qu’elle ne s’applique à vous.",
          "es": "Condiciones de uso de Threshold\n\nEstas condiciones se aplican cuando usas los servidores de los operadores que activas en Threshold. Están escritas para personas, no para abogados; son breves a propósito.\n\n1. Qué pueden ver los operadores. Los operadores retransmiten y almacenan brevemente mensajes cifrados. No pueden leer tus chats privados, tus grupos ni tu lista de contactos, y no reciben de la aplicación ningún identificador de usuario. Pueden ver la dirección de red de la que procede una conexión, salvo que uses un operador proxy.\n\n2. Qué conservan los operadores. Los mensajes cifrados se eliminan en cuanto se entregan, o como máximo a los 21 días si nunca se recogen. Los operadores no guardan ningún registro de quién habla con quién más allá de lo que la entrega requiere en ese momento.\n\n3. Tu parte. No uses los servidores para enviar spam, para distribuir material ilegal donde estés tú o donde esté el operador, ni para atacar los servidores o a otros usuarios. Un operador puede dejar de atender una cola de la que se abuse.\n\n4. Sin garantías. Los servidores se ofrecen tal cual. Un operador puede cambiar o interrumpir su servicio; puedes activar otro operador en cualquier momento en Ajustes.\n\n5. Cambios. Cuando estas condiciones cambien, la aplicación te mostrará la nueva versión y te pedirá que la revises antes de que se aplique a ti.",
          "ru": "Условия использования Threshold\n\nЭти условия действуют, когда вы пользуетесь серверами операторов, которых включили в Threshold. Они написаны для людей, а не для юристов, и намеренно краткие.\n\n1. Что видят операторы. Операторы пересылают и недолго хранят зашифрованные сообщения. Они не могут читать ваши личные чаты, группы или список контактов и не получают от приложения никаких идентификаторов пользователя. Они могут видеть сетевой адрес, с которого приходит соединение, если вы не используете оператора-прокси.\n\n2. Что хранят операторы. Зашифрованные сообщения удаляются сразу после доставки или не позднее чем через 21 день, если их так и не забрали. Операторы не ведут записей о том, кто с кем общается, сверх того, что нужно для доставки в данный момент.\n\n3. Ваша часть. Не используйте серверы для рассылки спама, для распространения материалов, запрещённых там, где находитесь вы или оператор, а также для атак на серверы или других пользователей. Оператор может перестать обслуживать очередь, которой злоупотребляют.\n\n4. Никаких гарантий. Серверы предоставляются «как есть». Оператор может изменить или прекратить свою работу; вы в любой момент можете включить другого оператора в настройках.\n\n5. Изменения. Когда эти условия меняются, приложение показывает вам новую версию и просит ознакомиться с ней, прежде чем она начнёт действовать для вас.",
          "ja": "Threshold 利用条件\n\nこの条件は、Threshold で有効にした運営者のサーバーを利用するときに適用されます。法律家ではなく利用者のために書かれており、意図して短くしています。\n\n1. 運営者が見られるもの。運営者は暗号化されたメッセージを中継し、短期間保存します。運営者はあなたの個人チャット、グループ、連絡先リストを読むことはできず、アプリからユーザー識別子を受け取ることもありません。プロキシ運営者を使わない場合、接続元のネットワークアドレスは運営者から見えます。\n\n2. 運営者が保持するもの。暗号化されたメッセージは配信されると削除され、受け取られない場合も最長 21 日後に削除されます。運営者は、その時点の配信に必要な範囲を超えて、誰が誰と話しているかの記録を残しません。\n\n3. あなたの責任。スパムの送信、あなたまたは運営者の所在地で違法な内容の配布、サーバーや他の利用者への攻撃にサーバーを使わないでください。悪用されているキューについて、運営者はサービスを停止することがあります。\n\n4. 保証はありません。サーバーは現状のまま提供されます。運営者はサービスを変更または停止することがあります。別の運営者はいつでも「設定」で有効にできます。\n\n5. 変更。この条件が変わると、アプリは新しい版を表示し、あなたに適用される前に確認をお願いします。",
          "ar": "شروط استخدام Threshold\n\nتنطبق هذه الشروط عندما تستخدم خوادم المشغّلين الذين تفعّلهم في Threshold. كُتبت للناس لا للمحامين، وهي قصيرة عن قصد.\n\n1. ما يمكن للمشغّلين رؤيته. يمرّر المشغّلون الرسائل المشفّرة ويخزّنونها لفترة قصيرة. لا يمكنهم قراءة محادثاتك الخاصة أو مجموعاتك أو قائمة جهات اتصالك، ولا يتلقّون من التطبيق أي معرّفات للمستخدمين. يمكنهم رؤية عنوان الشبكة الذي يأتي منه الاتصال، ما لم تستخدم مشغّل وكيل.\n\n2. ما يحتفظ به المشغّلون. تُحذف الرسائل المشفّرة فور تسليمها، أو بعد 21 يومًا على الأكثر إن لم تُستلم أبدًا. لا يحتفظ المشغّلون بأي سجل لمن يتحدث مع من، إلا بقدر ما يتطلبه التسليم في تلك اللحظة.\n\n3. دورك. لا تستخدم الخوادم لإرسال الرسائل المزعجة، أو لنشر مواد غير قانونية حيث تكون أنت أو المشغّل، أو لمهاجمة الخوادم أو المستخدمين الآخرين. يجوز للمشغّل أن يتوقف عن خدمة طابور يُساء استخدامه.\n\n4. لا ضمانات. تُقدَّم الخوادم كما هي. قد يغيّر المشغّل خدمته أو يوقفها؛ ويمكنك تفعيل مشغّل آخر في أي وقت من الإعدادات.\n\n5. التغييرات. عندما تتغير هذه الشروط، يعرض عليك التطبيق النسخة الجديدة ويطلب منك مراجعتها قبل أن تسري عليك.",
          "uk": "Умови використання Threshold\n\nЦі умови діють, коли ви користуєтеся серверами операторів, яких увімкнули в Threshold. Їх написано для людей, а не для юристів, і вони навмисно короткі.\n\n1. Що бачать оператори. Оператори пересилають і недовго зберігають зашифровані повідомлення. Вони не можуть читати ваші приватні чати, ваші групи чи ваш список контактів і не отримують від застосунку жодних ідентифікаторів користувачів. Вони бачать мережеву адресу, з якої надходить з’єднання, якщо ви не користуєтеся оператором-проксі.\n\n2. Що зберігають оператори. Зашифровані повідомлення видаляються одразу після доставки або щонайпізніше через 21 день, якщо їх так і не забрали. Оператори не зберігають записів про те, хто з ким спілкується, понад те, що потрібно для доставки в цю мить.\n\n3. Ваші обов’язки. Не використовуйте сервери, щоб розсилати спам, поширювати матеріали, незаконні там, де перебуваєте ви чи оператор, або атакувати сервери чи інших користувачів. Оператор може припинити обслуговувати чергу, якою зловживають.\n\n4. Жодних гарантій. Сервери надаються такими, як є. Оператор може змінити або припинити свою службу; ви будь-коли можете увімкнути іншого оператора в налаштуваннях.\n\n5. Зміни. Коли ці умови змінюються, застосунок показує вам нову версію і просить переглянути її, перш ніж вона почне діяти для вас.",
          "zh_CN": "Threshold 使用条款\n\n当您使用在 Threshold 中启用的运营方的服务器时，本条款适用。本条款是写给普通人而不是律师看的，因此有意写得简短。\n\n1. 运营方能看到什么。运营方转发并短暂存储加密消息。他们无法读取您的私人聊天、群组或联系人列表，也不会从应用收到任何用户标识符。除非您使用代理运营方，否则他们能看到连接来源的网络地址。\n\n2. 运营方保留什么。加密消息在送达后即被删除；如果一直无人接收，最多保留 21 天。除了投递当时所必需的信息外，运营方不保留任何关于谁与谁交谈的记录。\n\n3. 您的责任。不得利用服务器发送垃圾消息、传播在您或运营方所在地违法的内容，或攻击服务器及其他用户。运营方可以停止为被滥用的队列提供服务。\n\n4. 不作保证。服务器按现状提供。运营方可能更改或停止其服务；您可以随时在“设置”中启用其他运营方。\n\n5. 变更。本条款变更时，应用会向您显示新版本，并在其对您生效之前请您查看。",
          "fa": "شرایط استفادهٔ Threshold\n\nاین شرایط زمانی اعمال می‌شوند که از سرورهای اپراتورهایی استفاده می‌کنید که در Threshold فعالشان کرده‌اید. این متن برای مردم نوشته شده، نه برای وکیلان، و عمداً کوتاه است.\n\n۱. آنچه اپراتورها می‌توانند ببینند. اپراتورها پیام‌های رمزگذاری‌شده را می‌رسانند و برای مدتی کوتاه نگه می‌دارند. آن‌ها نمی‌توانند گفتگوهای خصوصی، گروه‌ها یا فهرست مخاطبان شما را بخوانند، و هیچ شناسهٔ کاربری‌ای از برنامه دریافت نمی‌کنند. نشانی شبکه‌ای را که اتصال از آن می‌آید می‌توانند ببینند، مگر اینکه از اپراتور پراکسی استفاده کنید.\n\n۲. آنچه اپراتورها نگه می‌دارند. پیام‌های رمزگذاری‌شده پس از تحویل حذف می‌شوند، یا اگر هرگز دریافت نشوند، حداکثر پس از ۲۱ روز. اپراتورها هیچ سابقه‌ای از اینکه چه کسی با چه کسی حرف می‌زند نگه نمی‌دارند، جز آنچه تحویل در همان لحظه لازم دارد.\n\n۳. سهم شما. از سرورها برای فرستادن هرزنامه، پخش محتوایی که در جای شما یا جای اپراتور غیرقانونی است، یا حمله به سرورها یا کاربران دیگر استفاده نکنید. اپراتور می‌تواند خدمت‌رسانی به صفی را که از آن سوءاستفاده می‌شود متوقف کند.\n\n۴. بدون ضمانت. سرورها همان‌گونه که هستند عرضه می‌شوند. اپراتور ممکن است خدمتش را تغییر دهد یا متوقف کند؛ شما هر زمان می‌توانید در تنظیمات اپراتور دیگری را فعال کنید.\n\n۵. تغییرها. وقتی این شرایط تغییر کند، برنامه نسخهٔ تازه را به شما نشان می‌دهد و از شما می‌خواهد پیش از آنکه برای شما اعمال شود، آن را بازبینی کنید.",
          "tr": "Threshold kullanım koşulları\n\nBu koşullar, Threshold'da etkinleştirdiğiniz operatörlerin sunucularını kullandığınızda geçerlidir. Hukukçular için değil, insanlar için yazıldı ve bilerek kısa tutuldu.\n\n1. Operatörlerin görebildikleri. Operatörler şifreli mesajları iletir ve kısa bir süre saklar. Özel sohbetlerinizi, gruplarınızı ya da kişi listenizi okuyamazlar ve uygulamadan hiçbir kullanıcı kimliği almazlar. Bir proxy operatörü kullanmadığınız sürece, bir bağlantının geldiği ağ adresini görebilirler.\n\n2. Operatörlerin sakladıkları. Şifreli mesajlar teslim edilir edilmez, hiç alınmazsa da en geç 21 gün sonra silinir. Operatörler, teslimatın o an gerektirdiğinin ötesinde kimin kiminle konuştuğuna dair hiçbir kayıt tutmaz.\n\n3. Size düşen. Sunucuları istenmeyen mesaj (spam) göndermek, sizin ya da operatörün bulunduğu yerde yasa dışı olan içerikleri yaymak ya da sunuculara veya diğer kullanıcılara saldırmak için kullanmayın. Bir operatör, kötüye kullanılan bir kuyruğa hizmet vermeyi bırakabilir.\n\n4. Güvence yok. Sunucular olduğu gibi sunulur. Bir operatör hizmetini değiştirebilir ya da durdurabilir; Ayarlar'dan istediğiniz zaman başka bir operatörü etkinleştirebilirsiniz.\n\n5. Değişiklikler. Bu koşullar değiştiğinde uygulama size yeni sürümü gösterir ve sizin için geçerli olmadan önce gözden geçirmenizi ister."
        }
      },
      "notifications": {
        "modes": ["instant", "periodic", "off"],
        "periodicIntervalMinutes": 10
      },
      "whatsNew": [
        {
          "version": "0.1",
          "title": {
            "en": "Welcome to Threshold",
            "de": "Willkommen bei Threshold",
            "fr": "Bienvenue dans Threshold",
            "es": "Te damos la bienvenida a Threshold",
            "ru": "Добро пожаловать в Threshold",
            "ja": "Threshold へようこそ",
            "ar": "مرحبًا بك في Threshold",
            "uk": "Ласкаво просимо до Threshold",
            "zh_CN": "欢迎使用 Threshold",
            "fa": "به Threshold خوش آمدید",
            "tr": "Threshold'a hoş geldiniz"
          },
          "items": {
            "en": [
              "Several chat profiles on one device.",
              "Mute or hide a profile with a password.",
              "Pick which server operators relay your messages.",
              "Read the conditions of use before you accept them.",
              "Revealing hidden profiles takes one password check, however many you have.",
              "Move everything to a new device with an encrypted archive and a link."
            ],
            "de": [
              "Mehrere Chatprofile auf einem Gerät.",
              "Schalte ein Profil stumm oder verbirg es mit einem Passwort.",
              "Wähle, welche Serverbetreiber deine Nachrichten weiterleiten.",
              "Lies die Nutzungsbedingungen, bevor du sie akzeptierst.",
              "Verborgene Profile anzuzeigen braucht nur eine Passwortprüfung, egal wie viele du hast.",
              "Zieh mit allem auf ein neues Gerät um: mit einem verschlüsselten Archiv und einem Link."
            ],
            "fr": [
              "Plusieurs profils de discussion sur un seul appareil.",
              "Mettez un profil en sourdine ou masquez-le avec un mot de passe.",
              "Choisissez les opérateurs de serveurs qui relaient vos messages.",
              "Lisez les conditions d’utilisation avant de les accepter.",
              "Révéler les profils masqués ne demande qu’une vérification du mot de passe, quel que soit leur nombre.",
              "Transférez tout vers un nouvel appareil avec une archive chiffrée et un lien."
            ],
            "es": [
              "Varios perfiles de chat en un solo dispositivo.",
              "Silencia un perfil u ocúltalo con una contraseña.",
              "Elige qué operadores de servidores retransmiten tus mensajes.",
              "Lee las condiciones de uso antes de aceptarlas.",
              "Mostrar los perfiles ocultos requiere una sola comprobación de contraseña, tengas los que tengas.",
              "Pasa todo a un dispositivo nuevo con un archivo cifrado y un enlace."
            ],
            "ru": [
              "Несколько профилей чата на одном устройстве.",
              "Выключайте звук профиля или скрывайте его паролем.",
              "Выбирайте, какие операторы серверов пересылают ваши сообщения.",
              "Читайте условия использования, прежде чем их принять.",
              "Чтобы показать скрытые профили, пароль проверяется один раз, сколько бы их у вас ни было.",
              "Перенесите всё на новое устройство с помощью зашифрованного архива и ссылки."
            ],
            "ja": [
              "1 台の端末に複数のチャットプロフィール。",
              "プロフィールはミュートしたり、パスワードで非表示にしたりできます。",
              "メッセージを中継するサーバー運営者を選べます。",
              "利用条件は、同意する前に読めます。",
              "非表示のプロフィールがいくつあっても、表示するためのパスワード確認は 1 回だけです。",
              "暗号化されたアーカイブとリンクで、すべてを新しい端末に移せます。"
            ],
            "ar": [
              "عدة ملفات شخصية للدردشة على جهاز واحد.",
              "اكتم ملفًا شخصيًا أو أخفِه بكلمة مرور.",
              "اختر مشغّلي الخوادم الذين ينقلون رسائلك.",
              "اقرأ شروط الاستخدام قبل أن توافق عليها.",
              "إظهار الملفات الشخصية المخفية يتطلب تحققًا واحدًا من كلمة المرور مهما كان عددها.",
              "انقل كل شيء إلى جهاز جديد باستخدام أرشيف مشفّر ورابط."
            ],
            "uk": [
              "Кілька профілів чату на одному пристрої.",
              "Вимикайте звук профілю або приховуйте його паролем.",
              "Вибирайте, які оператори серверів пересилають ваші повідомлення.",
              "Читайте умови використання, перш ніж їх прийняти.",
              "Щоб показати приховані профілі, пароль перевіряється лише раз, хоч би скільки їх у вас було.",
              "Перенесіть усе на новий пристрій за допомогою зашифрованого архіву й посилання."
            ],
            "zh_CN": [
              "一台设备上可有多个聊天资料。",
              "将个人资料静音，或用密码隐藏它。",
              "选择由哪些服务器运营方转发您的消息。",
              "在接受使用条款之前先阅读它们。",
              "无论您有多少个隐藏的个人资料，显示它们都只需一次密码检查。",
              "借助加密归档和链接，把一切迁移到新设备。"
            ],
            "fa": [
              "چند نمایهٔ گفتگو روی یک دستگاه.",
              "یک نمایه را بی‌صدا کنید یا با گذرواژه پنهانش کنید.",
              "برگزینید کدام اپراتورهای سرور پیام‌هایتان را برسانند.",
              "شرایط استفاده را پیش از پذیرفتن بخوانید.",
              "نمایان کردن نمایه‌های پنهان، هر چند تا که باشند، فقط یک بار بررسی گذرواژه لازم دارد.",
              "همه‌چیز را با یک بایگانی رمزگذاری‌شده و یک پیوند به دستگاهی تازه منتقل کنید."
            ],
            "tr": [
              "Tek cihazda birden çok sohbet profili.",
              "Bir profili sessize alın ya da bir parolayla gizleyin.",
              "Mesajlarınızı hangi sunucu operatörlerinin ileteceğini seçin.",
              "Kullanım koşullarını kabul etmeden önce okuyun.",
              "Gizli profilleri açığa çıkarmak, kaç tane olursa olsun, tek bir parola denetimi gerektirir.",
              "Her şeyi şifreli bir arşiv ve bir bağlantıyla yeni bir cihaza taşıyın."
            ]
          }
        }
      ],
      "steps": ["welcome", "createProfile", "conditions", "notifications"]
    }
    """#
}
