// expect: compile -- GLSL 1.20 section 8: `mix` is a built-in function in every version
#version 120
void main() {
    float r = mix(0.0, 1.0, 0.5);
}
