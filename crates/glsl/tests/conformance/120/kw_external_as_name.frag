// expect: fail -- GLSL 1.20 section 3.6: `external` is a keyword or reserved word here
#version 120
void main() {
    float external = 1.0;
}
