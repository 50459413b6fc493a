// expect: compile -- GLSL 1.50 (compatibility) section 8: `mix` is a built-in function in every version
#version 150 compatibility
void main() {
    float r = mix(0.0, 1.0, 0.5);
}
