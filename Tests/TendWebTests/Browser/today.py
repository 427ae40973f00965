"""Tend's browser front in a real browser: headless Chromium driven by Selenium.

Usage: today.py URL SCREENSHOT_DIR HABIT
URL is the address `tend web` printed (with its secret). Loads Today, taps the mood "good", adds a
gratitude line with markup and emoji, checks HABIT off, reads the habits page (a stack's chain, every
habit's charts and table) and the rituals page (every ritual), takes screenshots of every page at 390 and
1280 pixels wide, and checks that every control has an accessible name, that axe-core finds no
serious or critical accessibility violation on any page, and that the browser logged no error (a
blocked resource or a policy violation would be one; axe-core itself is injected by the driver, which
the page's policy does not see). Prints one line per check; exits 1 on
the first failure.
"""
import json
import os
import sys
from urllib.parse import urlsplit

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

GRATITUDE = "Morning <b>tea</b> & \"rain\" שלום 🌱"
MOOD_NOTE = "<b>rough</b> \"day\" שלום 🌧"  # logged by WebBrowserTests on 2026-11-21
LEVELS = ["horrible", "bad", "average", "good", "great"]


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print("ok: " + message)


def submit(driver, button):
    """Taps a form's button and waits until the page it posted to has been replaced by the next one."""
    driver.execute_script("window.tendBeforeSubmit = true")
    button.click()
    WebDriverWait(driver, 10).until(
        lambda d: d.execute_script("return window.tendBeforeSubmit === undefined && document.readyState === 'complete'"))


def main():
    url, shots, habit, ritual_habit = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
    parts = urlsplit(url)
    base = parts.scheme + "://" + parts.netloc
    os.makedirs(shots, exist_ok=True)
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("TEND_CHROMIUM", "/usr/bin/chromium")
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("TEND_CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    try:
        driver.get(url)
        check(driver.current_url == base + "/", "the secret's redirect drops the token: " + driver.current_url)
        check(driver.find_element(By.ID, "block-mood") is not None, "Today shows the mood block")

        buttons = driver.find_elements(By.CSS_SELECTOR, "form.levels button")
        check([b.accessible_name for b in buttons] == LEVELS, "the five mood buttons are named by level")
        submit(driver, [b for b in buttons if b.accessible_name == "good"][0])
        if driver.current_url != base + "/":
            fail("tapping good left Today for %s: %s" % (driver.current_url, driver.find_element(By.TAG_NAME, "main").text[:300]))
        check(True, "tapping good comes back to Today")

        label = driver.find_element(By.XPATH, "//label[contains(., 'grateful')]")
        field = driver.find_element(By.ID, label.get_attribute("for"))
        check(field.accessible_name == label.text, "the gratitude field is named by its label: " + field.accessible_name)
        # ChromeDriver types only the Basic Multilingual Plane: the emoji goes in as a value, then a real tap.
        field.send_keys("x")
        driver.execute_script("arguments[0].value = arguments[1]", field, GRATITUDE)
        submit(driver, field.find_element(By.XPATH, "following-sibling::button"))
        check(driver.current_url == base + "/", "adding a gratitude line comes back to Today")

        steps = [b for b in driver.find_elements(By.CSS_SELECTOR, "form.steps button") if b.accessible_name == habit]
        check(len(steps) == 1, "one button named by the habit " + habit)
        check(steps[0].get_attribute("aria-pressed") == "false", "the habit is not done yet")
        submit(driver, steps[0])
        steps = [b for b in driver.find_elements(By.CSS_SELECTOR, "form.steps button") if b.accessible_name == habit]
        check(steps[0].get_attribute("aria-pressed") == "true", "the habit shows as done")

        driver.get(base + "/t/gratitude")
        entries = [li.text for li in driver.find_elements(By.CSS_SELECTOR, ".entries li")]
        check(any(GRATITUDE in e for e in entries), "the gratitude page shows the line as written: " + json.dumps(entries, ensure_ascii=False))
        check(not driver.find_elements(By.CSS_SELECTOR, ".entries b"), "the line's <b> is text, not markup")

        label = driver.find_element(By.XPATH, "//label[@for='search-q']")
        field = driver.find_element(By.ID, "search-q")
        check(field.accessible_name == label.text, "the search field is named by its label: " + field.accessible_name)
        field.send_keys("tea")
        field.submit()
        WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.ID, "results"))
        check(driver.current_url == base + "/t/gratitude?q=tea", "the search is a GET: " + driver.current_url)
        found = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=results] li")]
        check(len(found) == 1 and GRATITUDE in found[0], "the search finds the line as written: " + json.dumps(found, ensure_ascii=False))

        driver.get(base + "/t/ritual")
        steps = [b for b in driver.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=rituals] article button") if b.accessible_name == ritual_habit]
        check(len(steps) == 1, "one button named by the ritual habit " + ritual_habit)
        check(steps[0].get_attribute("aria-pressed") == "false", "the ritual habit is not done yet")
        submit(driver, steps[0])
        check(driver.current_url == base + "/", "checking a ritual habit off comes back to Today")
        driver.get(base + "/t/ritual")
        steps = [b for b in driver.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=rituals] article button") if b.accessible_name == ritual_habit]
        check(steps[0].get_attribute("aria-pressed") == "true", "the ritual habit shows as done")

        driver.get(base + "/t/habit")
        chain = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=stacks] ol.chain li")]
        check(len(chain) == 2 and chain[0].startswith("Floss") and chain[1].startswith("Journal 📓"),
              "the habits page shows the stack as its chain, in order: " + json.dumps(chain, ensure_ascii=False))
        habits = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=habits] article h3")]
        check("Weekly review" in habits and habit in habits, "every habit has its group, due today or not: " + json.dumps(habits, ensure_ascii=False))
        charts = driver.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=habits] img")
        check(len(charts) == 2 * len(habits) and all(i.get_attribute("alt").strip() for i in charts),
              "a year grid and a strength and momentum chart per habit, each with a text alternative")
        tables = driver.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=habits] table")
        check(len(tables) == len(habits) and all(t.find_elements(By.CSS_SELECTOR, "caption") for t in tables),
              "a table of strength and momentum per habit, with its caption")

        driver.get(base + "/t/ritual")
        rituals = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "section[aria-labelledby=ritual-arcs] article h3")]
        check(sorted(rituals) == sorted(["Morning calm", "Later 🌙"]),
              "every ritual, the upcoming one too: " + json.dumps(rituals, ensure_ascii=False))
        driver.get(base + "/t/mood")
        cell = driver.find_element(By.CSS_SELECTOR, "table.calendar td:has(time[datetime='2026-11-21'])")
        check(cell.find_element(By.CSS_SELECTOR, ".note").text == MOOD_NOTE, "the month shows the day's note as written: " + cell.text)
        check("bad" in cell.find_element(By.CSS_SELECTOR, ".value").text, "and its level's word")
        check(not driver.find_elements(By.CSS_SELECTOR, "table.calendar b"), "the note's <b> is text, not markup")
        today_cell = driver.find_element(By.CSS_SELECTOR, "table.calendar td:has(time[datetime='2026-11-22'])")
        check(today_cell.find_element(By.CSS_SELECTOR, ".value").text == "good", "the mood tapped today is in the month")
        check(len(driver.find_elements(By.CSS_SELECTOR, "svg.bars[role=img]")) == 2, "the insights' bars are images with a name")
        driver.find_element(By.CSS_SELECTOR, "nav.pager a[rel=prev]").click()
        WebDriverWait(driver, 10).until(lambda d: "month=2026-10" in d.current_url)
        check("October 2026" in driver.find_element(By.CSS_SELECTOR, "section[aria-labelledby=month]").text, "the previous-month link shows October")
        Select(driver.find_element(By.ID, "insights-days")).select_by_value("90")
        driver.find_element(By.ID, "insights-days").submit()
        WebDriverWait(driver, 10).until(lambda d: "days=90" in d.current_url)
        check("of 90 days" in driver.find_element(By.CSS_SELECTOR, "section[aria-labelledby=insights]").text, "the insights over 90 days")

        driver.get(base + "/t/gratitude")
        days = driver.find_elements(By.CSS_SELECTOR, "ol.week > li")
        check(len(days) == 7, "the gratitude week is seven days")
        check(days[0].find_element(By.TAG_NAME, "time").get_attribute("datetime") == "2026-11-16", "from Monday")
        check(any(GRATITUDE == li.text for li in days[6].find_elements(By.CSS_SELECTOR, "li")), "today's line in the week, as written")
        check(days[0].find_element(By.CSS_SELECTOR, ".empty").text != "", "an empty day says so")
        month = driver.find_element(By.CSS_SELECTOR, "table.calendar td:has(time[datetime='2026-11-22']) .value")
        check(month.text == "1", "the month counts today's line")
        driver.find_element(By.CSS_SELECTOR, "nav.pager[aria-label] a[rel=prev]").click()
        WebDriverWait(driver, 10).until(lambda d: "week=2026-11-09" in d.current_url)
        check(not driver.find_elements(By.CSS_SELECTOR, "ol.week li ul li"), "the week before holds no line")

        driver.get(base + "/compare")
        heads = [th.text for th in driver.find_elements(By.CSS_SELECTOR, "table.compare thead th")]
        check(habit in heads and "Mood" in heads, "the compare table has a column per target: " + json.dumps(heads))
        Select(driver.find_element(By.ID, "compare-models")).select_by_visible_text(habit)
        Select(driver.find_element(By.ID, "compare-since")).select_by_value("30d")
        driver.find_element(By.CSS_SELECTOR, "form.compare-form button").click()
        WebDriverWait(driver, 10).until(lambda d: "models=" in d.current_url)
        check(habit in driver.find_element(By.ID, "models").text, "the models chart of the chosen habit")
        check("(30 days)" in driver.find_element(By.TAG_NAME, "h1").text, "over the chosen period")

        pages = ["/"] + [a.get_attribute("href")[len(base):] for a in driver.find_elements(By.CSS_SELECTOR, "nav a")][1:]
        for page in pages:
            driver.get(base + page)
            unnamed = [e.get_attribute("outerHTML") for e in driver.find_elements(By.CSS_SELECTOR, "button, input:not([type=hidden]), a")
                       if not e.accessible_name.strip()]
            check(not unnamed, "every control on " + page + " has an accessible name " + json.dumps(unnamed))
            axe = Axe(driver)
            axe.inject()
            violations = [v for v in axe.run()["violations"] if v["impact"] in ("serious", "critical")]
            check(not violations, "axe-core finds no serious violation on " + page + " " +
                  json.dumps([(v["id"], v["impact"], [n["html"] for n in v["nodes"]][:3]) for v in violations], ensure_ascii=False))
            images = driver.find_elements(By.TAG_NAME, "img")
            for img in images:
                check(driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", img),
                      "the image " + img.get_attribute("src")[len(base):] + " on " + page + " loads")
            name = "today" if page == "/" else page.strip("/").replace("/", "-")
            for width in [390, 1280]:
                driver.set_window_size(width, 900)
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.set_window_size(width, max(height, 600))
                path = os.path.join(shots, "%s-%d.png" % (name, width))
                driver.save_screenshot(path)
                check(os.path.getsize(path) > 0, "screenshot " + path)
            driver.set_window_size(390, 900)
            overflow = driver.execute_script("return document.documentElement.scrollWidth")
            check(overflow <= 390, page + " fits 390 pixels (scroll width %d)" % overflow)

        driver.get(base + "/")
        driver.set_window_size(390, 900)
        light = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        dark = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        check(light != dark, "dark mode follows the system: %s, then %s" % (light, dark))
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(390, max(height, 600))
        driver.save_screenshot(os.path.join(shots, "today-390-dark.png"))

        errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
        check(not errors, "the browser logged no error " + json.dumps(errors))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
