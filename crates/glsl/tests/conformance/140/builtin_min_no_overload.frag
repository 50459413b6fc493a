// expect: fail -- GLSL 1.40 section 8: min has no vec2, vec3 overload
#version 140
void main() {
    vec2 r = min(vec2(1.0), vec3(1.0)).xy;
}
