// expect: fail -- GLSL 1.30 section 3.6: `external` is a keyword or reserved word here
#version 130
void main() {
    float external = 1.0;
}
