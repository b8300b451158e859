import { tr as dateLocale } from 'date-fns/locale/tr';
import type { Catalogue } from './en-GB';

/**
 * tr-TR texts. A noun after a number stays singular in Turkish (`3 bilet`), so both plural branches
 * read the same. Placeholders never take a case suffix: names follow a colon or stand before
 * `için`, which needs none.
 */
export const messages: Catalogue = {
  // Configuration
  'config.missing': 'Bu rezervasyon bileşeni henüz kurulmadı: {attribute} özniteliği eksik.',

  // Error modal
  'common.errorModal.title': 'Üzgünüz, bir şeyler ters gitti.',
  'common.errorModal.message':
    'Lütfen sayfayı yenileyip tekrar deneyin. Sorun devam ederse lütfen bize ulaşın:',
  'common.errorModal.helpCentre': 'Yardım merkezi',
  'common.errorModal.retry': 'Sayfayı yenile',
  'error.pageFailed': 'Sayfanın bu bölümü gösterilemedi.',
  'page.landing': 'Yapılacak şeyler sayfası',
  'page.search': 'Arama sonuçları sayfası',
  'page.details': 'Etkinlik ayrıntıları sayfası',
  'page.payment': 'Ödeme sayfası',
  'page.help': 'Yardım Merkezi sayfası',
  'config.invalid':
    'Bu rezervasyon bileşeni doğru kurulmamış: {attribute} özniteliği bir http veya https adresi olmalıdır.',
  'error.widgetFailed': 'Bu rezervasyon bileşeni gösterilemedi. Lütfen sayfayı yenileyip tekrar deneyin.',

  // Landing
  'landing.popular': 'Sitemizde popüler olanlar',
  'landing.showMore': 'Daha fazla göster',
  'landing.noSections': 'Kriterlerinize uygun etkinlik bulunamadı.',
  'landing.sectionLoading': 'Etkinlikler yükleniyor',
  'landing.breadcrumbs': 'Konum',

  // Basket
  'basket.title': 'Sepet',
  'basket.loading': 'Sepetiniz yükleniyor',
  'common.basket.empty': 'Sepetiniz boş',
  'basket.items': 'Sepetinizdeki ürünler',
  'common.basket.tickets': '{count, plural, one {# bilet} other {# bilet}}',
  'common.basket.ticketLine': '{count} × {name}',
  'common.basket.heldFor': 'Kalan ayırma süresi',
  'basket.remove': 'Sepetten kaldır: {name}',
  'common.basket.total': 'Toplam',
  'basket.checkout': 'Ödemeye geç',
  'basket.close': 'Kapat',
  'basket.addedToBasket': 'Sepete eklendi',
  'basket.goToBasket': 'Sepete git',
  'basket.continueShopping': 'Alışverişe devam et',
  'basket.expiringSoon': '{names} için biletleriniz 1 dakika içinde serbest bırakılacak.',
  'basket.expired': '{names} için biletleriniz serbest bırakıldı ve sepetinizden kaldırıldı.',

  // Seating chart
  'seatingChart.label': 'Oturma planı',
  'seatingChart.loading': 'Oturma planı yükleniyor',
  'seatingChart.couldNotLoad': 'Yüklenemedi: {url}',
  'seatingChart.alternative':
    'Bölümünü seçmek için plandan bir koltuk seçin ya da yukarıdaki listeden bir bölüm seçin.',
  'seatingChart.seatSelected': '{seat} koltuğu seçildi: {section}.',
  'seatingChart.seatDeselected': '{seat} koltuğunun seçimi kaldırıldı.',
  'seatingChart.noTickets':
    'Bu gösteri için {section} bölümünde bilet yok. Lütfen yukarıdaki listeden bir bölüm seçin.',

  // Location picker
  'location.placeholder': 'Nereye gidiyorsunuz?',
  'location.label': 'Bir varış noktası seçin',
  'location.popular': 'Popüler',
  'location.nearMe': 'Yakınımda',
  'location.results':
    '{count, plural, =0 {Varış noktası bulunamadı} one {# varış noktası bulundu} other {# varış noktası bulundu}}',
  'location.searching': 'Aranıyor',
  'location.country': 'Ülke',
  'location.city': 'Şehir',

  // Filter bar, filters drawer, sorting, dates
  'filters.sortBy': 'Sıralama ölçütü',
  'filters.button': 'Filtreler',
  'filters.title': 'Filtreler',
  'filters.close': 'Kapat',
  'filters.duration': 'Süre',
  'filters.price': 'Fiyat',
  'filters.category': 'Kategori',
  'filters.clearAll': 'Tümünü temizle',
  'filters.apply': 'Filtreleri uygula',
  'filters.loading': 'yükleniyor',
  'filters.error': 'hata',
  'filters.removeChip': 'Filtreyi kaldır: {label}',
  'filters.activeCount': '{count, plural, =0 {Filtreler} one {Filtreler (#)} other {Filtreler (#)}}',
  'dates.all': 'Tüm tarihler',
  'dates.calendar': 'Takvim',
  'dates.reset': 'Sıfırla',
  'dates.done': 'Tamam',
  'dates.clear': 'Tarihleri temizle',
  'dates.previousMonth': 'Önceki ay',
  'dates.nextMonth': 'Sonraki ay',
  'dates.choose': 'Tarih seçin',
  'dates.available': 'müsait',
  'dates.unavailable': 'müsait değil',

  // Filter bar component
  'filterBar.label': 'Etkinlikleri filtrele',
  'filterBar.activeFilters': 'Etkin filtreler',
  'dates.selected': 'seçili',
  'dates.rangeStart': 'başlangıç tarihi, seçili',
  'dates.rangeEnd': 'bitiş tarihi, seçili',
  'dates.inRange': 'seçili aralıkta',
  'dates.today': 'bugün',

  // Cards
  'card.from': 'En düşük',
  'card.rating': '5 üzerinden {rating} puan',

  // Images
  'image.loading': 'Görsel yükleniyor...',
  'image.failed': 'Görsel yüklenemedi',

  // Details booking panel
  'booking.heading': 'Bilet al',
  'booking.date': 'Tarih',
  'booking.chooseDate': 'Bir tarih seçin',
  'booking.calendarSelected': 'seçili',
  'booking.calendarToday': 'bugün',
  'booking.tickets': 'Biletler',
  'booking.ticketsNone': 'Bilet seçin',
  'booking.ticketSummary': '{count} × {name}',
  'booking.increase': 'Bir bilet ekle: {name}',
  'booking.decrease': 'Bir bilet çıkar: {name}',
  'booking.capNote': 'Rezervasyon başına en fazla {count} bilet',
  'booking.capReached': 'Rezervasyon başına en fazla {count} bilet sınırına ulaştınız',
  'booking.done': 'Tamam',
  'booking.checkAvailability': 'Müsaitliği kontrol et',
  'booking.checking': 'Müsaitlik kontrol ediliyor',
  'booking.optionsFound':
    '{count, plural, =0 {Uygun seçenek yok} one {# uygun seçenek} other {# uygun seçenek}}',
  'booking.selectTickets': 'Lütfen bilet sayısını seçin.',
  'booking.error': 'Hata!',
  'booking.notEnoughTitle': 'Üzgünüz, bu etkinlik için yeterli sayıda bilet yok',
  'booking.notEnoughText': 'Lütfen farklı bir tarih veya bilet sayısı deneyin',
  'booking.options': 'Uygun seçenekler',
  'booking.performanceTime': 'Gösteri saati',
  'booking.section': 'Bölüm',
  'booking.price': 'Fiyat',
  'booking.each': 'bilet başına',
  'booking.select': 'Seç',
  'booking.unavailable': 'Müsait değil',
  'booking.language': 'Tur dili',
  'booking.tourLanguage': 'Tur dili: {language}',
  'booking.addToBasket': 'Sepete ekle',
  'booking.addFailed': 'Bu biletler sepetinize eklenemedi. Lütfen tekrar deneyin.',
  'booking.bookingFee': 'Rezervasyon ücreti',
  'booking.feeDetail': '({fee} × {count})',
  'booking.total': 'Toplam',
  'booking.seatMapNote': 'Oturma planı yalnızca bilgi amaçlıdır',
  'booking.seatMapAlt': 'Oturma planı: {name}',
  'booking.close': 'Kapat',

  // Search page
  'search.showingResultsFor': 'Arama sonuçları: {search}',
  'search.empty': 'Kriterlerinize uygun etkinlik bulunamadı.',
  'search.backToTop': 'Başa dön',
  'search.loadingMore': 'Daha fazla etkinlik yükleniyor',
  'search.resultCount':
    '{count, plural, =0 {Etkinlik bulunamadı} one {# etkinlik bulundu} other {# etkinlik bulundu}}',

  // Navbar
  'navbar.search': 'Ara',
  'navbar.searchPlaceholder': 'Etkinlik, şehir veya ülke arayın',
  'navbar.recentSearches': 'Son aramalar',
  'navbar.popular': 'Popüler',
  'navbar.showAll': 'Tüm sonuçları göster',
  'navbar.language': 'Dil',
  'navbar.currency': 'Para birimi',
  'navbar.basket': 'Sepet',
  'navbar.basketCount': '{count, plural, =0 {Sepet, boş} one {Sepet, # ürün} other {Sepet, # ürün}}',
  'navbar.menu': 'Menü',
  'navbar.closeMenu': 'Menüyü kapat',
  'navbar.back': 'Geri',

  // Location picker and navbar components
  'location.heading': 'Yapılacak şeyler',
  'location.typeMore': 'Aramak için en az 3 karakter yazın',
  'navbar.label': 'Ana menü',
  'navbar.searching': 'Aranıyor',
  'navbar.noResults': 'Sonuç bulunamadı',
  'navbar.resultCount':
    '{count, plural, =0 {Sonuç bulunamadı} one {# sonuç bulundu} other {# sonuç bulundu}}',

  // Footer
  'footer.terms': 'Şartlar ve koşullar',
  'footer.privacy': 'Gizlilik politikası',
  'footer.cookies': 'Çerezler',
  'footer.helpCentre': 'Yardım Merkezi',
  'footer.contact': 'Bize ulaşın',
  'footer.opensInNewTab': '(yeni sekmede açılır)',
  'footer.label': 'Yardım ve iletişim',

  // Help page
  'help.tabsLabel': 'Şu konuda yardıma ihtiyacım var...',
  'help.tab.faqAttractions': 'Gezilecek yerler',
  'help.tab.faqMusic': 'Müzik',
  'help.tab.faqTheatres': 'Tiyatrolar',
  'help.tab.faqSports': 'Spor',
  'help.tab.contact': 'Bize ulaşın',
  'help.loading': 'Yardım içeriği yükleniyor',
  'help.failed': 'Bu sayfa yüklenemedi.',
  'help.retry': 'Tekrar dene',
  'help.opensInNewTab': '(yeni sekmede açılır)',
  'help.contact.title': 'Bize ulaşın',
  'help.contact.name': 'Ad soyad',
  'help.contact.email': 'E-posta',
  'help.contact.eventName': 'Etkinlik adı',
  'help.contact.orderReference': 'Sipariş numarası (isteğe bağlı)',
  'help.contact.subject': 'Konu',
  'help.contact.subjectPlaceholder': 'Bir konu seçin',
  'help.contact.subjectsFailed': 'Konular yüklenemedi.',
  'help.contact.message': 'Mesaj',
  'help.contact.submit': 'Gönder',
  'common.required': 'Bu alan zorunludur',
  'common.invalidEmail': 'Lütfen geçerli bir e-posta adresi girin',
  'help.contact.success': 'Teşekkürler, talebinizi aldık',
  'help.contact.browse': 'Diğer etkinliklere göz atın',
  'help.contact.close': 'Kapat',

  // Details page, details area and image viewer
  'details.breadcrumbs': 'Sayfa yolu',
  'details.loading': 'Etkinlik yükleniyor',
  'details.photos': 'Fotoğraflar',
  'details.showAllPhotos': 'Tüm fotoğrafları göster ({count})',
  'details.photoAlt': '{name}, fotoğraf {position}/{total}',
  'details.highlights': 'Öne çıkanlar',
  'details.itinerary': 'Program',
  'details.duration': 'Süre: {duration}',
  'details.durationHours': '{count, plural, one {# saat} other {# saat}}',
  'details.durationMinutes': '{count, plural, one {# dakika} other {# dakika}}',
  'details.included': 'Fiyata dahil olanlar',
  'details.excluded': 'Fiyata dahil olmayanlar',
  'details.departurePoint': 'Kalkış noktası',
  'details.pleaseNote': 'Lütfen dikkat',
  'details.cancellation': 'İptal',
  'details.location': 'Konum',
  'details.about': 'Hakkında',
  'details.seatmap': 'Oturma planı',
  'details.seatmapCaption': 'Yalnızca bilgi amaçlıdır',
  'details.seatmapAlt': 'Oturma planı: {venue}',
  'details.otherAttractions': 'Diğer etkinlikler',
  'details.notFound.title': 'Bu etkinliği bulamadık',
  'details.notFound.body': 'Artık satışta olmayabilir veya bağlantı eksik olabilir.',
  'details.notFound.action': 'Etkinliklere göz at',
  'viewer.counter': 'Fotoğraf {position}/{total}',
  'viewer.previous': 'Önceki fotoğraf',
  'viewer.next': 'Sonraki fotoğraf',
  'viewer.close': 'Kapat',

  // Checkout (packages/checkout/src/messages.ts)
};

export { dateLocale };
