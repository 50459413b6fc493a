// expect: fail -- GLSL 1.10 section 3.6: `external` is a keyword or reserved word here
#version 110
void main() {
    float external = 1.0;
}
