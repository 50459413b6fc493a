// expect: fail -- GLSL 1.20 section 8: min has no vec2, vec3 overload
#version 120
void main() {
    vec2 r = min(vec2(1.0), vec3(1.0)).xy;
}
