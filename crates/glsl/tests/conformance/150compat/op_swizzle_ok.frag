// expect: compile -- GLSL 1.50 (compatibility) section 5.5: swizzles may repeat components when read
#version 150 compatibility
void main() {
    vec4 a = vec4(1.0); vec4 b = a.xxyy + a.rgba + a.stpq; a.zw = b.yx;
}
