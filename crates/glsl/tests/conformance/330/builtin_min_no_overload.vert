// expect: fail -- GLSL 3.30 section 8: min has no vec2, vec3 overload
#version 330 core
void main() {
    vec2 r = min(vec2(1.0), vec3(1.0)).xy;
}
