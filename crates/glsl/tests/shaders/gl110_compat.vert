#version 110
void main() {
    gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;
    gl_FrontColor = gl_Color;
    gl_TexCoord[0] = gl_MultiTexCoord0;
}
// run: {"inputs": {"gl_Vertex": [1, 2, 3, 1], "gl_Color": [1, 0, 0, 1], "gl_MultiTexCoord0": [0.5, 0.5, 0, 1]}, "uniforms": {"gl_ModelViewProjectionMatrix": [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1]}, "expect": {"gl_Position": [1, 2, 3, 1], "gl_FrontColor": [1, 0, 0, 1], "gl_TexCoord": [[0.5, 0.5, 0, 1], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0]]}}
