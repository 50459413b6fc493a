uniform sampler2D tex;
void main() {
    gl_FragColor = gl_Color * texture2D(tex, gl_TexCoord[0].st);
}
// run: {"inputs": {"gl_Color": [1, 0.5, 0.25, 1], "gl_TexCoord": [[0.5, 0.5, 0, 1], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0], [0,0,0,0]]}, "expect": {"gl_FragColor": [0.5, 0.25, 0, 0]}}
