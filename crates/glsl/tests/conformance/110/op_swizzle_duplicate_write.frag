// expect: fail -- GLSL 1.10 section 5.5: a swizzle written to cannot repeat components
#version 110
void main() {
    vec4 a; a.xx = vec2(1.0);
}
