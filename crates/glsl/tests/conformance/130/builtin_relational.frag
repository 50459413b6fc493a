// expect: compile -- GLSL 1.30 section 8.6: vector relational functions
#version 130
void main() {
    bvec2 a = lessThan(vec2(1.0), vec2(2.0)); bool b = any(a) && all(not(a)) || equal(a, a).x;
}
