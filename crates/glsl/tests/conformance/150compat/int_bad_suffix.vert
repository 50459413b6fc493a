// expect: fail -- GLSL 1.50 (compatibility) section 4.1.3: an integer literal takes no suffix other than u/U
#version 150 compatibility
void main() {
    int i = 1l;
}
