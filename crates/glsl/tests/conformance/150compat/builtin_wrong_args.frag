// expect: fail -- GLSL 1.50 (compatibility) section 8: a built-in call must match one of its overloads
#version 150 compatibility
void main() {
    float r = dot(vec2(1.0), vec3(1.0));
}
