import type { PostInput } from "@/lib/blog/post-input";

/**
 * Six sample posts, written for this project, that fill the Thought Hub on a fresh install
 * (the seed writes them once per database; see src/server/blog/seed.server.ts). Dates are
 * fixed so the order is the same on every machine. An agency replaces or deletes them from the
 * admin.
 */
export type SamplePost = PostInput & { publishedAt: string };

export const samplePosts: readonly SamplePost[] = [
  {
    publishedAt: "2025-01-14T05:30:00.000Z",
    title: "The empty chair: why positioning comes before design",
    category: "Strategy",
    author: "Ananya Desai",
    imageUrl: "/media/blog/post-1.webp",
    excerpt:
      "Every market has a seat nobody has claimed yet. Finding it is strategy; filling it with conviction is design.",
    tags: ["positioning", "strategy", "brand"],
    content: `<p>Walk into any category, from premium tea to payroll software, and you will find the same thing: a row of brands that look, sound and promise roughly alike. Somewhere in that row is an empty chair. It is the position nobody holds yet, the one customers would recognise at once if someone sat in it.</p>
<p>We start every engagement by looking for that chair. Not for a logo, a palette or a tagline, but for the one sentence that explains why a brand deserves to exist in a crowded room.</p>
<h2>Positioning is a choice, not a description</h2>
<p>Most positioning statements describe the company: its history, its range, its values. Customers do not buy descriptions. They buy a clear answer to a simple question: <em>why this one, and not the others?</em></p>
<p>A useful positioning makes a choice that costs something. It says who the brand is for and, just as firmly, who it is not for. A bakery that promises "something for everyone" competes with every supermarket in the city. A bakery that promises "bread the way your grandmother made it, every morning by seven" has a seat of its own.</p>
<h2>Three questions we ask first</h2>
<ol>
<li><strong>What do customers settle for today?</strong> The gap between what people want and what they accept is where the empty chair usually sits.</li>
<li><strong>What can this company do that rivals cannot copy quickly?</strong> A position you cannot defend is a campaign, not a strategy.</li>
<li><strong>What would we stop doing?</strong> If the answer is "nothing", the position is not sharp enough yet.</li>
</ol>
<h2>Then, and only then, design</h2>
<p>Once the chair is found, design has a job: to make the position impossible to miss. Colour, type, voice and motion stop being matters of taste and become evidence. Every choice either supports the position or dilutes it, and the team can tell which.</p>
<blockquote><p>Design without positioning is decoration. Positioning without design is a secret.</p></blockquote>
<p>The brands that lead are rarely the loudest. They are the ones that chose a seat, sat down in it, and never let anyone forget whose chair it is.</p>`,
  },
  {
    publishedAt: "2025-02-06T05:30:00.000Z",
    title: "A logo is not a brand (and other things we say in first meetings)",
    category: "Brand Identity",
    author: "Rohan Mehta",
    imageUrl: "/media/blog/post-2.webp",
    tags: ["identity", "logo", "design systems"],
    content: `<p>Clients often arrive asking for a new logo. Sometimes that is exactly what they need. More often, the logo is the most visible symptom of a deeper problem: the brand says different things in different places, and the mark is the one thing everybody can point at.</p>
<h2>What an identity actually includes</h2>
<p>A working identity is a system, and the logo is one small part of it. The rest is what lets a team produce a hundred consistent touchpoints without calling the designer every time:</p>
<ul>
<li>a typographic voice, with clear rules for headlines, body text and data;</li>
<li>a colour palette with roles, not just swatches: which colour signals action, which one is background, which one is used sparingly;</li>
<li>a grid and a set of layouts that survive a slide deck, a packaging die-line and a phone screen;</li>
<li>photography and illustration principles, so that images chosen by different people still feel related;</li>
<li>a tone of voice, with words the brand uses and words it avoids.</li>
</ul>
<h2>Why the system matters more than the mark</h2>
<p>People meet a brand far more often through its invoices, emails, signage and social posts than through its logo. If those moments feel careless, a beautiful mark only highlights the gap.</p>
<p>When we hand over an identity, the guidelines are written for the person who will use them at five in the evening with a deadline at six. If the rules cannot help that person, they are not finished.</p>
<p>So yes, we will design you a logo. We will also make sure it has a family around it.</p>`,
  },
  {
    publishedAt: "2025-03-11T05:30:00.000Z",
    title: "Five questions to ask before you redesign your website",
    category: "Digital",
    author: "Kavya Iyer",
    imageUrl: "/media/blog/post-3.webp",
    excerpt:
      "A redesign is expensive and disruptive. These five questions tell you whether you need one, and what it should fix.",
    tags: ["web", "ux", "performance", "accessibility"],
    content: `<p>Every few years a company looks at its website and decides it feels old. Sometimes a redesign is the right answer. Sometimes the real problem is a slow page, a confusing form or content nobody has touched since launch. Before commissioning anything, ask these five questions.</p>
<h2>1. What should a visitor be able to do in under a minute?</h2>
<p>Write down the three tasks that matter most: understanding what you do, seeing proof that you do it well, and getting in touch, for example. Then time a colleague who has never seen the site. If they struggle, the problem is structure and content, not colour.</p>
<h2>2. How fast is it on a mid-range phone?</h2>
<p>Most of your visitors are not on a new laptop with office broadband. Test on an ordinary Android phone over a mobile connection. Pages that take more than two or three seconds to show their main content lose people before the design has a chance to impress anyone.</p>
<h2>3. Can everyone use it?</h2>
<p>Accessibility is not a feature for a few. Keyboard navigation, readable contrast, labelled form fields and captions help people with disabilities, and they also help someone reading in bright sunlight, holding a baby in one arm, or on a slow connection. Audit it early: fixing it during a redesign costs far less than retrofitting it later.</p>
<h2>4. Who will keep it up to date?</h2>
<p>A website is a publication, not a poster. Decide who owns each section, how often it will be reviewed and what tools they need. A smaller site that stays current beats a large one that quietly goes stale.</p>
<h2>5. How will you know it worked?</h2>
<p>Agree on a handful of measures before the work starts:</p>
<table>
<thead><tr><th scope="col">Goal</th><th scope="col">Measure</th></tr></thead>
<tbody>
<tr><td>More qualified enquiries</td><td>Completed contact forms per month, and how many become projects</td></tr>
<tr><td>Faster pages</td><td>Largest contentful paint on mobile, from real visitors</td></tr>
<tr><td>Clearer message</td><td>Fewer "what exactly do you do?" questions in first calls</td></tr>
</tbody>
</table>
<p>If you can answer all five, you are ready to brief a redesign, and you will get a far better one. If you cannot, start there: the answers are worth more than a new look.</p>`,
  },
  {
    publishedAt: "2025-04-02T05:30:00.000Z",
    title: "Campaigns that travel: adapting one idea for many channels",
    category: "Marketing",
    author: "Ananya Desai",
    imageUrl: "/media/blog/post-4.webp",
    tags: ["campaigns", "social", "content"],
    content: `<p>A strong campaign idea should survive being cut into pieces. The billboard, the fifteen-second video, the carousel post and the sales email each see only a fragment of it, and each fragment still has to make sense on its own.</p>
<h2>Start with the line, not the format</h2>
<p>We write the core idea as a single sentence before we think about formats. If that sentence cannot be said out loud in a lift, no amount of production will rescue it. Once it holds up, each channel becomes a translation rather than a new invention.</p>
<h2>Respect how each channel is used</h2>
<p>People scroll social feeds with the sound off, glance at outdoor media for a second or two, and read emails in a hurry between meetings. A campaign that travels well is designed for those habits: captions that carry the story without audio, outdoor lines of six words or fewer, emails with one clear action.</p>
<p>Consistency does not mean repetition. The idea, the voice and the visual signature stay constant; the execution changes to fit the moment.</p>`,
  },
  {
    publishedAt: "2025-05-20T05:30:00.000Z",
    title: "Designing for Indian festivals without the clichés",
    category: "Creative Design",
    author: "Rohan Mehta",
    imageUrl: "/media/blog/post-5.webp",
    excerpt:
      "Diyas, rangoli and marigolds are everywhere each festive season. Here is how brands can celebrate without disappearing into the crowd.",
    tags: ["festivals", "design", "culture", "seasonal"],
    content: `<p>Every October the feeds fill with the same images: a diya, a rangoli border, a shower of marigolds and a discount code. The symbols are beautiful, and precisely because everyone uses them, they stop belonging to anyone.</p>
<h2>Begin with what the festival means to your customers</h2>
<p>Festivals are about rituals: cleaning the house, visiting family, buying something new, sharing sweets with neighbours. A brand that finds its honest place in one of those rituals has something to say. A furniture maker might talk about the chair that is finally free when relatives go home; a bank about the envelope of money handed to a child.</p>
<h2>Use the brand's own visual language</h2>
<p>Instead of borrowing the festival's iconography wholesale, translate it. Keep your typography, your colours and your way of drawing, and let the festive spirit show through light, warmth and generosity of layout. The result reads as celebration <em>and</em> as you.</p>
<h2>Remember that India celebrates many festivals</h2>
<p>Diwali, Eid, Christmas, Onam, Pongal, Navratri, Durga Puja and Baisakhi each have their own colours, foods and stories, and they mean different things in different regions. Research them properly, involve people who celebrate them, and avoid flattening them into a single "festive season" template.</p>
<h2>A short checklist</h2>
<ul>
<li>Would this post still be recognisably ours with the logo removed?</li>
<li>Does it say something true about the festival, or only decorate with it?</li>
<li>Have we checked the symbols and wording with people who celebrate it?</li>
<li>Is the offer, if there is one, clear without shouting?</li>
</ul>
<p>Celebrating with customers is a privilege. Doing it thoughtfully is how a brand earns a place at the table rather than a place in the spam folder.</p>`,
  },
  {
    publishedAt: "2025-06-17T05:30:00.000Z",
    title: "Motion with a purpose: when brand animation helps",
    category: "Multimedia",
    author: "Kavya Iyer",
    imageUrl: "/media/blog/post-6.webp",
    tags: ["motion", "video", "accessibility"],
    content: `<p>Motion can make a brand feel alive, guide attention and explain an idea faster than words. It can also slow pages down, distract readers and make some people feel physically unwell. The difference lies in purpose.</p>
<h2>Good reasons to move</h2>
<ul>
<li><strong>Feedback:</strong> a button that responds tells people their tap worked.</li>
<li><strong>Continuity:</strong> an element that travels from a list into a detail view shows where it came from.</li>
<li><strong>Explanation:</strong> a short animated diagram can show a process that would take paragraphs to describe.</li>
<li><strong>Character:</strong> a signature movement, used sparingly, becomes part of how the brand is recognised.</li>
</ul>
<h2>Always respect reduced motion</h2>
<p>Operating systems let people ask for less motion, and websites can read that preference. When it is set, we replace large movements with simple fades or remove them entirely. Nobody should have to choose between using a site and feeling well.</p>
<p>Our rule of thumb: if you removed an animation and nobody missed it, it was not doing a job. Keep the ones that are.</p>`,
  },
];
