// expect: fail -- GLSL 1.50 section 3.6: `external` is a keyword or reserved word here
#version 150 core
void main() {
    float external = 1.0;
}
