// expect: fail -- GLSL 1.20 section 3.6: `inline` is a keyword or reserved word here
#version 120
void main() {
    float inline = 1.0;
}
