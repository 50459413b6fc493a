// expect: fail -- GLSL 3.30 (compatibility) section 5.5: a swizzle cannot mix component sets
#version 330 compatibility
void main() {
    vec4 a = vec4(1.0); vec2 b = a.xg;
}
