// expect: fail -- GLSL 1.40 section 3.6: `external` is a keyword or reserved word here
#version 140
void main() {
    float external = 1.0;
}
