// expect: fail -- GLSL 1.20 section 4.1.3: an integer literal takes no suffix other than u/U
#version 120
void main() {
    int i = 1l;
}
