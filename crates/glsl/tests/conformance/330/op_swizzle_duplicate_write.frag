// expect: fail -- GLSL 3.30 section 5.5: a swizzle written to cannot repeat components
#version 330 core
void main() {
    vec4 a; a.xx = vec2(1.0);
}
