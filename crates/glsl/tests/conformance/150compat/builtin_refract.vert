// expect: compile -- GLSL 1.50 (compatibility) section 8: `refract` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = refract(vec2(1.0), vec2(0.0, 1.0), 0.5).x;
}
