// expect: fail -- GLSL 1.30 section 8: a built-in call must match one of its overloads
#version 130
void main() {
    float r = dot(vec2(1.0), vec3(1.0));
}
