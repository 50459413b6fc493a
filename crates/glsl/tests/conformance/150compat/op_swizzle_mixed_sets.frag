// expect: fail -- GLSL 1.50 (compatibility) section 5.5: a swizzle cannot mix component sets
#version 150 compatibility
void main() {
    vec4 a = vec4(1.0); vec2 b = a.xg;
}
