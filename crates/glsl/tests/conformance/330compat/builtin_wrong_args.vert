// expect: fail -- GLSL 3.30 (compatibility) section 8: a built-in call must match one of its overloads
#version 330 compatibility
void main() {
    float r = dot(vec2(1.0), vec3(1.0));
}
