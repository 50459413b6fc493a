// expect: compile -- GLSL 1.20 section 6: an empty statement
#version 120
void main() {
    ;;
}
